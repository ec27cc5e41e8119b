import type { Testimonial } from "../../model/entities";
import { ResponsiveImage } from "../../ui/ResponsiveImage";
import { formatCalendarDate } from "../format";

export function Stars({ rating }: { rating: number }) {
  return (
    <p className="stars" role="img" aria-label={`Rated ${rating} out of 5`}>
      <span aria-hidden="true">{"★".repeat(rating) + "☆".repeat(5 - rating)}</span>
    </p>
  );
}

/** One customer review: stars, the words, who wrote it and when. */
export function Review({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="review">
      <Stars rating={testimonial.rating} />
      <blockquote className="review__text">
        <p>{testimonial.review}</p>
      </blockquote>
      <figcaption className="review__author">
        {testimonial.icon ? (
          <ResponsiveImage media={testimonial.icon} sizes="3rem" className="review__icon" decorative />
        ) : null}
        <span>{testimonial.name}</span>
        <time dateTime={testimonial.date}>{formatCalendarDate(testimonial.date)}</time>
      </figcaption>
    </figure>
  );
}

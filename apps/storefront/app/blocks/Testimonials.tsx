import type { Testimonial } from "../content/types";
import { ButtonLink, hasHref } from "../ui/ButtonLink";
import { ResponsiveImage } from "../ui/ResponsiveImage";
import { BlockSection } from "./BlockSection";
import type { BlockProps } from "./registry";

/** SPEC §2: the strip shows at most the first five; small screens scroll through all of them. */
const STRIP_LIMIT = 5;

// Fixed time zone: the date must render the same on the server and in the browser.
const reviewDate = new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

function Stars({ rating }: { rating: number }) {
  return (
    <p className="stars" aria-label={`Rated ${rating} out of 5`}>
      <span aria-hidden="true">{"★".repeat(rating) + "☆".repeat(5 - rating)}</span>
    </p>
  );
}

function Review({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="review">
      <Stars rating={testimonial.rating} />
      <blockquote className="review__text">
        <p>{testimonial.review}</p>
      </blockquote>
      <figcaption className="review__author">
        {testimonial.icon ? <ResponsiveImage media={testimonial.icon} sizes="3rem" className="review__icon" decorative /> : null}
        <span>{testimonial.name}</span>
        <time dateTime={testimonial.date}>{reviewDate.format(new Date(testimonial.date))}</time>
      </figcaption>
    </figure>
  );
}

export function Testimonials({ block, isFirst }: BlockProps<"blocks.testimonials">) {
  return (
    <BlockSection name="testimonials" backgroundColour={block.backgroundColour} heading={block.heading} isFirst={isFirst}>
      {block.subHeading ? <p className="block__lead">{block.subHeading}</p> : null}
      <ul className="testimonials__list" role="list">
        {block.testimonials.map((testimonial, index) => (
          <li key={index} className={index >= STRIP_LIMIT ? "testimonials__item testimonials__item--small-only" : "testimonials__item"}>
            <Review testimonial={testimonial} />
          </li>
        ))}
      </ul>
      {hasHref(block.button) ? <ButtonLink button={block.button} className="block__action" /> : null}
    </BlockSection>
  );
}

import { useEffect, useId, useRef, useState } from "react";
import { ButtonLink, hasHref } from "../../ui/ButtonLink";
import { BlockSection } from "../BlockSection";
import type { BlockProps } from "../block-props";
import { Review } from "./Review";
import type { TestimonialsBlock } from "./schema";

/** The strip shows at most the first five; on small screens a carousel holds all of them. */
export const STRIP_LIMIT = 5;

type Edges = { atStart: boolean; atEnd: boolean };

/** One list, two layouts: a scroll-snapping row under 576 px (it scrolls without script), else a grid. */
export function Testimonials({ block, isFirst }: BlockProps<TestimonialsBlock>) {
  const listRef = useRef<HTMLUListElement>(null);
  const listId = useId();
  const [edges, setEdges] = useState<Edges>({ atStart: true, atEnd: false });

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const update = () =>
      setEdges({ atStart: list.scrollLeft <= 1, atEnd: list.scrollLeft + list.clientWidth >= list.scrollWidth - 1 });
    update();
    list.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      list.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, []);

  function scrollByOne(direction: 1 | -1) {
    const list = listRef.current;
    const item = list?.firstElementChild;
    if (!list || !(item instanceof HTMLElement)) return;
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    list.scrollBy({ left: direction * item.offsetWidth, behavior: smooth ? "smooth" : "auto" });
  }

  return (
    <BlockSection
      name="testimonials"
      backgroundColour={block.backgroundColour}
      heading={block.heading}
      isFirst={isFirst}
    >
      {block.subHeading ? <p className="block__lead">{block.subHeading}</p> : null}
      <ul
        ref={listRef}
        id={listId}
        className="testimonials__list"
        role="list"
        // The strip scrolls sideways: keyboard users must be able to focus it to scroll it (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-label="Customer reviews"
      >
        {block.testimonials.map((testimonial, index) => (
          <li
            key={`${testimonial.name}-${testimonial.date}`}
            className={
              index >= STRIP_LIMIT ? "testimonials__item testimonials__item--small-only" : "testimonials__item"
            }
          >
            <Review testimonial={testimonial} />
          </li>
        ))}
      </ul>
      {block.testimonials.length > 1 ? (
        <div className="testimonials__controls">
          <button
            type="button"
            className="carousel-button"
            aria-controls={listId}
            disabled={edges.atStart}
            onClick={() => scrollByOne(-1)}
          >
            <span aria-hidden="true">←</span>
            <span className="visually-hidden">Previous review</span>
          </button>
          <button
            type="button"
            className="carousel-button"
            aria-controls={listId}
            disabled={edges.atEnd}
            onClick={() => scrollByOne(1)}
          >
            <span aria-hidden="true">→</span>
            <span className="visually-hidden">Next review</span>
          </button>
        </div>
      ) : null}
      {hasHref(block.button) ? <ButtonLink button={block.button} className="block__action" /> : null}
    </BlockSection>
  );
}

import { RichText } from "../../ui/RichText";
import { BlockSection } from "../BlockSection";
import type { BlockProps } from "../block-props";
import { Review } from "../testimonials/Review";
import type { TestimonialsGridBlock } from "./schema";

/** Every chosen review, in a grid that grows from one column to three. */
export function TestimonialsGrid({ block, isFirst }: BlockProps<TestimonialsGridBlock>) {
  return (
    <BlockSection
      name="testimonials-grid"
      backgroundColour={block.backgroundColour}
      heading={block.heading}
      isFirst={isFirst}
    >
      {block.text ? <RichText html={block.text} className="block__lead" /> : null}
      <ul className="testimonials-grid__list" role="list">
        {block.testimonials.map((testimonial) => (
          <li key={`${testimonial.name}-${testimonial.date}`}>
            <Review testimonial={testimonial} />
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}

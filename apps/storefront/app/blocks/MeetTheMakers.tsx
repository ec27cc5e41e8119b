import { ButtonLink, hasHref } from "../ui/ButtonLink";
import { ResponsiveImage } from "../ui/ResponsiveImage";
import { RichText } from "../ui/RichText";
import { BlockSection } from "./BlockSection";
import type { BlockProps } from "./registry";

/** The people behind the sheets (SPEC §2 "Meet the makers"), over the workshop picture. */
export function MeetTheMakers({ block, isFirst }: BlockProps<"blocks.meet-the-makers">) {
  return (
    <BlockSection
      name="meet-the-makers"
      backgroundColour={block.backgroundColour}
      backgroundImage={block.backgroundImage}
      heading={block.heading}
      tagline={block.tagline}
      isFirst={isFirst}
    >
      {block.text ? <RichText html={block.text} className="block__lead" /> : null}
      <ul className="makers" role="list">
        {block.experts.map((expert, index) => (
          <li key={index} className="makers__item">
            {expert.image ? <ResponsiveImage media={expert.image} sizes="(min-width: 992px) 15rem, 45vw" className="makers__image" /> : null}
            <p className="makers__role">{expert.role}</p>
            <h3>{expert.name}</h3>
            {expert.description ? <p>{expert.description}</p> : null}
          </li>
        ))}
      </ul>
      {hasHref(block.button) ? <ButtonLink button={block.button} className="block__action" /> : null}
    </BlockSection>
  );
}

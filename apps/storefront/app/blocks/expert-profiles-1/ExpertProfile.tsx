import { ResponsiveImage } from "../../ui/ResponsiveImage";
import { BlockSection } from "../BlockSection";
import type { BlockProps } from "../block-props";
import type { ExpertProfiles1Block } from "./schema";

/** One expert in their own words: portrait, quote, and who said it. */
export function ExpertProfile({ block, isFirst }: BlockProps<ExpertProfiles1Block>) {
  const { expert } = block;
  return (
    <BlockSection
      name="expert-profile"
      backgroundColour={block.backgroundColour}
      heading={block.heading}
      isFirst={isFirst}
    >
      <div className="expert-profile__layout">
        {expert.image ? (
          <ResponsiveImage
            media={expert.image}
            // The portrait fills the column up to 20rem on every screen but the narrowest phones.
            sizes="(min-width: 360px) 20rem, 100vw"
            className="expert-profile__image"
            priority={isFirst}
          />
        ) : null}
        <div>
          <figure className="expert-profile__figure">
            {block.quote ? (
              <blockquote className="expert-profile__quote">
                <p>{block.quote}</p>
              </blockquote>
            ) : null}
            <figcaption className="expert-profile__caption">
              <span className="expert-profile__name">{expert.name}</span>
              <span className="makers__role">{expert.role}</span>
            </figcaption>
          </figure>
          {expert.description ? <p className="expert-profile__description">{expert.description}</p> : null}
        </div>
      </div>
    </BlockSection>
  );
}

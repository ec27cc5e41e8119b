import { useId } from "react";
import { hasHref, ButtonLink } from "../ui/ButtonLink";
import { ResponsiveImage } from "../ui/ResponsiveImage";
import { surfaceClass } from "../ui/surface";
import type { BlockProps } from "./registry";

/** The home hero (SPEC §2 "Home intro"): heading, sub-heading, button, scroll hint and image. */
export function HomeIntro({ block, isFirst }: BlockProps<"blocks.home-intro">) {
  const HeadingTag = isFirst ? "h1" : "h2";
  const headingId = useId();
  const endId = useId();
  return (
    <section className={`home-intro ${surfaceClass(block.backgroundColour)}`} aria-labelledby={headingId}>
      <div className="home-intro__text">
        <HeadingTag id={headingId} className="home-intro__heading">
          {block.heading}
        </HeadingTag>
        {block.subHeading ? <p className="home-intro__sub-heading">{block.subHeading}</p> : null}
        {hasHref(block.button) ? <ButtonLink button={block.button} /> : null}
        {block.textLine1 || block.textLine2 ? (
          <a className="home-intro__scroll-hint" href={`#${endId}`}>
            {block.textLine1 ? <span>{block.textLine1}</span> : null}
            {block.textLine2 ? <span>{block.textLine2}</span> : null}
            <span className="home-intro__arrow" aria-hidden="true">
              ↓
            </span>
          </a>
        ) : null}
      </div>
      {block.image ? (
        <ResponsiveImage
          media={block.image}
          className="home-intro__image"
          sizes="(min-width: 992px) 50vw, 100vw"
          priority={isFirst}
        />
      ) : null}
      <span id={endId} className="home-intro__end" />
    </section>
  );
}

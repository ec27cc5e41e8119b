import { useId } from "react";
import { hasHref, ButtonLink } from "../../ui/ButtonLink";
import { COLUMN_WIDTH, ResponsiveImage } from "../../ui/ResponsiveImage";
import { surfaceClass } from "../../ui/surface";
import type { BlockProps } from "../block-props";
import type { HomeIntroBlock } from "./schema";

function scrollToBaseline(baselineId: string) {
  const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  document.getElementById(baselineId)?.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "start" });
}

/** A dotted ring with an arrow; the ring turns for a few seconds (CSS), and not at all for people who ask for less motion. */
function DottedArrow() {
  return (
    <svg
      className="home-intro__arrow-icon"
      viewBox="0 0 48 48"
      width="48"
      height="48"
      aria-hidden="true"
      focusable="false"
    >
      <circle
        className="home-intro__arrow-ring"
        cx="24"
        cy="24"
        r="21"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeDasharray="1 5"
        strokeLinecap="round"
      />
      <path
        d="M24 14v19m-7-7 7 7 7-7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The home hero: heading, sub-heading, button, two scroll-hint lines with the
 * spinning dotted arrow that scrolls to the baseline (where the next section starts), and the image.
 */
export function HomeIntro({ block, isFirst }: BlockProps<HomeIntroBlock>) {
  const HeadingTag = isFirst ? "h1" : "h2";
  const headingId = useId();
  const baselineId = useId();
  return (
    <section className={`home-intro ${surfaceClass(block.backgroundColour)}`} aria-labelledby={headingId}>
      <div className="home-intro__text">
        <HeadingTag id={headingId} className="home-intro__heading">
          {block.heading}
        </HeadingTag>
        {block.subHeading ? <p className="home-intro__sub-heading">{block.subHeading}</p> : null}
        {hasHref(block.button) ? <ButtonLink button={block.button} /> : null}
        <div className="home-intro__scroll-hint">
          {block.textLine1 || block.textLine2 ? (
            <p className="home-intro__hint-lines">
              {block.textLine1 ? <span>{block.textLine1}</span> : null}
              {block.textLine2 ? <span>{block.textLine2}</span> : null}
            </p>
          ) : null}
          <button type="button" className="home-intro__arrow" onClick={() => scrollToBaseline(baselineId)}>
            <DottedArrow />
            <span className="visually-hidden">Scroll to the next section</span>
          </button>
        </div>
      </div>
      {block.image ? (
        <ResponsiveImage
          media={block.image}
          className="home-intro__image"
          sizes={`(min-width: 992px) 50vw, ${COLUMN_WIDTH}`}
          priority={isFirst}
        />
      ) : null}
      <span id={baselineId} className="home-intro__baseline" />
    </section>
  );
}

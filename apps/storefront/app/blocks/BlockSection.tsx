import { use, useId, type ReactNode } from "react";
import type { ColourToken } from "../model/colour";
import type { Media } from "../model/media";
import { ResponsiveImage } from "../ui/ResponsiveImage";
import { surfaceClass } from "../ui/surface";
import { BlockHeadingsAsText } from "./block-headings";

type BlockSectionProps = {
  /** The block's own class, e.g. `how-it-works`; also prefixes its element classes. */
  name: string;
  backgroundColour: ColourToken;
  /** A decorative picture behind the block; the colour shows while (or if) it does not load. */
  backgroundImage?: Media | null;
  heading: string | null;
  /** The page's first block carries its h1; every other block heading is an h2. */
  isFirst: boolean;
  /** Text shown just above the heading. */
  tagline?: string | null;
  children: ReactNode;
};

/** The full-width band every block sits in: colour, optional background picture, labelled heading. */
export function BlockSection({
  name,
  backgroundColour,
  backgroundImage,
  heading,
  isFirst,
  tagline,
  children,
}: BlockSectionProps) {
  const headingId = useId();
  const headingsAsText = use(BlockHeadingsAsText);
  const HeadingTag = headingsAsText ? "p" : isFirst ? "h1" : "h2";
  return (
    <section
      className={`block ${name} ${surfaceClass(backgroundColour)}${backgroundImage ? " block--pictured" : ""}`}
      aria-labelledby={heading ? headingId : undefined}
    >
      {backgroundImage ? (
        // Not a CSS background, which came with the page at full size: an image loads lazily, at the width needed.
        <ResponsiveImage media={backgroundImage} sizes="100vw" className="block__picture" decorative />
      ) : null}
      <div className="block__inner">
        {tagline ? <p className={`block__tagline ${name}__tagline`}>{tagline}</p> : null}
        {heading ? (
          <HeadingTag id={headingId} className={`block__heading ${name}__heading`}>
            {heading}
          </HeadingTag>
        ) : null}
        {children}
      </div>
    </section>
  );
}

import { useId, type CSSProperties, type ReactNode } from "react";
import type { ColourToken } from "../model/colour";
import type { Media } from "../model/media";
import { renditionAtLeast } from "../ui/rendition";
import { surfaceClass } from "../ui/surface";

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

/**
 * A phone's window is at most about 430 CSS pixels wide at 2–3 device pixels each; under the veil a
 * 750-pixel rendition looks the same as the original, at a fraction of the bytes.
 */
const PHONE_PICTURE_WIDTH = 750;

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
  const HeadingTag = isFirst ? "h1" : "h2";
  // Custom properties, not background-image: the stylesheet layers a veil in the block's colour over
  // the picture and picks the phone's rendition or the original by the window's width.
  const style = backgroundImage
    ? ({
        "--block-picture": `url("${renditionAtLeast(backgroundImage, PHONE_PICTURE_WIDTH)}")`,
        "--block-picture-wide": `url("${backgroundImage.url}")`,
      } as CSSProperties)
    : undefined;
  return (
    <section
      className={`block ${name} ${surfaceClass(backgroundColour)}${backgroundImage ? " block--pictured" : ""}`}
      style={style}
      aria-labelledby={heading ? headingId : undefined}
    >
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

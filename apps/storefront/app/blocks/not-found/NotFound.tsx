import { ResponsiveImage } from "../../ui/ResponsiveImage";
import { BlockSection } from "../BlockSection";
import type { BlockProps } from "../block-props";
import type { NotFoundBlock } from "./schema";
import { Link } from "../../ui/Link";

/** The 404 page's content: the heading 404 and the way home are fixed; the words come from content. */
export function NotFound({ block, isFirst }: BlockProps<NotFoundBlock>) {
  return (
    <BlockSection name="not-found" backgroundColour="neutral-1" heading="404" isFirst={isFirst}>
      <div className="not-found__body">
        <p className="not-found__sub-heading">{block.subHeading}</p>
        <p>{block.message}</p>
        <Link to="/" className="button surface-primary-blue">
          Go back
        </Link>
      </div>
      {block.image ? (
        <ResponsiveImage
          media={block.image}
          sizes="(min-width: 576px) 24rem, 80vw"
          className="not-found__image"
          priority={isFirst}
        />
      ) : null}
    </BlockSection>
  );
}

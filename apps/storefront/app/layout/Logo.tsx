import type { Media } from "../model/media";
import { imageSource } from "../images/rendition";
import { Link } from "../ui/Link";

export const BRAND = "Bedsmade";

type LogoProps = {
  media: Media | null;
  className?: string;
  onClick?: () => void;
  /** Below the fold (the footer's): fetched when near the viewport, never preloaded ahead of the page's main image. */
  lazy?: boolean;
};

/** The brand logo linking home; the wordmark stands in when the content has no logo. */
export function Logo({ media, className, onClick, lazy = false }: LogoProps) {
  return (
    <Link
      to="/"
      className={["logo", className].filter(Boolean).join(" ")}
      aria-label={`${BRAND} home`}
      onClick={onClick}
    >
      {media ? (
        <img
          src={imageSource(media, 280)}
          alt=""
          width={media.width ?? 140}
          height={media.height ?? 32}
          loading={lazy ? "lazy" : undefined}
        />
      ) : (
        <span className="logo__wordmark">{BRAND}</span>
      )}
    </Link>
  );
}

import { Link } from "react-router";
import type { Media } from "../content/types";

export const BRAND = "Bedsmade";

/** The brand logo linking home; the wordmark stands in when the content has no logo. */
export function Logo({ media, className, onClick }: { media: Media | null; className?: string; onClick?: () => void }) {
  return (
    <Link to="/" className={["logo", className].filter(Boolean).join(" ")} aria-label={`${BRAND} home`} onClick={onClick}>
      {media ? (
        <img src={media.url} alt="" width={media.width ?? 140} height={media.height ?? 32} />
      ) : (
        <span className="logo__wordmark">{BRAND}</span>
      )}
    </Link>
  );
}

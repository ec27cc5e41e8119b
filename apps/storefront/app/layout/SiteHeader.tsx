import { Link } from "react-router";
import type { Header } from "../content/types";
import { hasHref, ButtonLink } from "../ui/ButtonLink";
import { surfaceClass } from "../ui/surface";

const BRAND = "Bedsmade";

/**
 * The site header: the logo linking home and the call-to-action button. The menu, account and
 * cart items need client state and arrive with the site shell.
 */
export function SiteHeader({ header }: { header: Header | null }) {
  return (
    <header className={`site-header ${surfaceClass(header?.backgroundColour ?? "neutral-white")}`}>
      <Link to="/" className="site-header__logo" aria-label={`${BRAND} home`}>
        {header?.logo ? (
          <img
            src={header.logo.url}
            alt=""
            width={header.logo.width ?? undefined}
            height={header.logo.height ?? undefined}
          />
        ) : (
          <span className="site-header__wordmark">{BRAND}</span>
        )}
      </Link>
      {header && hasHref(header.button) ? <ButtonLink button={header.button} className="site-header__cta" /> : null}
    </header>
  );
}

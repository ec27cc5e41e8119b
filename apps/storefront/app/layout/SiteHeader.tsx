import { useRef } from "react";
import type { Header } from "../content/types";
import { ButtonLink, hasHref } from "../ui/ButtonLink";
import { Icon } from "../ui/Icon";
import { surfaceClass } from "../ui/surface";
import { useHydrated } from "../ui/useMediaQuery";
import { HeaderItems } from "./HeaderItems";
import { Logo } from "./Logo";
import { useHeaderRoom } from "./useHeaderRoom";
import { useScrollDirection } from "./useScrollDirection";
import { VersionToggle } from "./VersionToggle";
import { Link } from "../ui/Link";

export const MENU_ID = "site-menu";
const BUY_PATH = "/buy";
/** The purchase flow's first step: the header's buy button always starts a fresh build. */
const BUY_START = "/buy?step=1";

type SiteHeaderProps = {
  /** null when the header content could not be read: the logo and Buy now still show. */
  header: Header | null;
  hasMenu: boolean;
  menuOpen: boolean;
  onToggleMenu: () => void;
  onCloseMenu: () => void;
};

/** Slides away while the visitor scrolls down; back on the way up or at the top. */
export function SiteHeader({ header, hasMenu, menuOpen, onToggleMenu, onCloseMenu }: SiteHeaderProps) {
  const headerRef = useRef<HTMLElement>(null);
  useHeaderRoom(headerRef);
  const direction = useScrollDirection();
  const hydrated = useHydrated();
  const hidden = direction === "scroll-down" && !menuOpen;
  const button = header && hasHref(header.button) ? header.button : null;
  const cta = button ? { ...button, href: button.href === BUY_PATH ? BUY_START : button.href } : null;

  return (
    <header
      ref={headerRef}
      className={`site-header ${surfaceClass(header?.backgroundColour ?? "neutral-white")}${hidden ? " site-header--hidden" : ""}`}
    >
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Logo media={header?.logo ?? null} className="site-header__logo" />
      <div className="site-header__actions">
        <VersionToggle />
        {cta ? (
          <span className="site-header__cta" onClickCapture={onCloseMenu}>
            <ButtonLink button={cta} />
          </span>
        ) : null}
        <Link to={BUY_PATH} className="site-header__buy-mobile button surface-primary-blue" onClick={onCloseMenu}>
          Buy now
        </Link>
        {header ? <HeaderItems items={header.items} /> : null}
        {hasMenu ? (
          hydrated ? (
            <button
              type="button"
              className="icon-button"
              aria-expanded={menuOpen}
              aria-controls={MENU_ID}
              onClick={onToggleMenu}
            >
              <Icon name={menuOpen ? "close" : "menu"} size={24} />
              <span className="visually-hidden">Menu</span>
            </button>
          ) : (
            <a href={`#${MENU_ID}`} className="icon-button">
              <Icon name="menu" size={24} />
              <span className="visually-hidden">Menu</span>
            </a>
          )
        ) : null}
      </div>
    </header>
  );
}

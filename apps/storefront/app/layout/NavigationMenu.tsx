import type { MouseEvent } from "react";
import type { Media } from "../model/media";
import type { Navigation } from "../content/types";
import { Accordion } from "../ui/Accordion";
import { Dialog } from "../ui/Dialog";
import { Icon } from "../ui/Icon";
import { ResponsiveImage } from "../ui/ResponsiveImage";
import { useHydrated, useMediaQuery } from "../ui/useMediaQuery";
import { CtaCard } from "./CtaCard";
import { Logo } from "./Logo";
import { MENU_ID } from "./SiteHeader";
import { VersionToggle } from "./VersionToggle";
import { Link } from "../ui/Link";

const HEADING_ID = "site-menu-heading";

type NavigationMenuProps = {
  navigation: Navigation;
  logo: Media | null;
  open: boolean;
  onClose: () => void;
};

/** Without script the menu button is a link to #site-menu, and CSS shows the dialog as its target. */
export function NavigationMenu({ navigation, logo, open, onClose }: NavigationMenuProps) {
  const hydrated = useHydrated();
  // Below 576 px the categories are accordions that start collapsed.
  const wide = useMediaQuery("(min-width: 576px)", true);

  function closeOnLink(event: MouseEvent<HTMLDivElement>) {
    if (event.target instanceof Element && event.target.closest("a[href]")) onClose();
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy={HEADING_ID}
      variant="fullscreen"
      id={MENU_ID}
      hideCloseButton
      className="nav-menu"
    >
      {/* Delegation: links are the interactive elements, and Enter on a link fires this click too. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div className="nav-menu__layout" onClick={closeOnLink}>
        <div className="nav-menu__main">
          <div className="nav-menu__bar">
            <Logo media={logo} />
            <h2 id={HEADING_ID} className="visually-hidden">
              Menu
            </h2>
            {hydrated ? (
              <button type="button" className="nav-menu__close" onClick={onClose}>
                <Icon name="close" size={24} />
                <span className="visually-hidden">Close menu</span>
              </button>
            ) : (
              // Without JavaScript the menu is open while it is the URL's :target; "#" leaves it.
              // eslint-disable-next-line jsx-a11y/anchor-is-valid
              <a href="#" className="nav-menu__close">
                <Icon name="close" size={24} />
                <span className="visually-hidden">Close menu</span>
              </a>
            )}
          </div>
          <nav aria-labelledby={HEADING_ID} className="nav-menu__categories">
            {navigation.categories.map((category) =>
              wide ? (
                <section key={category.title} className="nav-category">
                  <h3 className="nav-category__title">{category.title}</h3>
                  <CategoryLinks links={category.links} />
                </section>
              ) : (
                <Accordion key={category.title} summary={category.title} className="nav-category">
                  <CategoryLinks links={category.links} />
                </Accordion>
              ),
            )}
          </nav>
          <div className="nav-menu__ctas">
            {navigation.ctaBlocks.map((block) => (
              <CtaCard key={block.heading} block={block} headingLevel={3} />
            ))}
            <section className="nav-menu__subscribe surface-neutral-2">
              <h3 className="cta-card__heading">Subscribe to get more information</h3>
              <Link to="/contact" className="button surface-primary-blue">
                Contact us
              </Link>
            </section>
          </div>
          <div className="nav-menu__footer">
            <Link to="/buy" className="button surface-primary-blue nav-menu__buy">
              Buy now
            </Link>
            {/* The header has no room for the toggle below 576 px, so small screens find it here. */}
            <VersionToggle />
          </div>
        </div>
        {navigation.image ? (
          <div className="nav-menu__image">
            <ResponsiveImage media={navigation.image} sizes="40vw" decorative />
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}

function CategoryLinks({ links }: { links: { label: string; href: string }[] }) {
  return (
    <ul className="nav-category__links">
      {links.map((link) => (
        <li key={link.href + link.label}>
          <Link to={link.href} prefetch="intent">
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

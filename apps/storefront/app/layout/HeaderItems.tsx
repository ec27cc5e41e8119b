import { CartHeaderButton } from "../cart/CartHeaderButton";
import type { HeaderItem } from "../content/types";
import { imageSource } from "../images/rendition";
import { Link } from "../ui/Link";

/** Account and cart: only visible items arrive here; the cart opens the cart panel. */
export function HeaderItems({ items }: { items: HeaderItem[] }) {
  return (
    <ul className="header-items">
      {items.map((item) => {
        if (item.kind === "account") {
          // An account item without a target has nowhere to go, so it is not offered.
          return item.href ? (
            <li key={item.kind}>
              <Link to={item.href} className="header-item">
                <HeaderItemIcon item={item} />
                <span className="header-item__label">{item.label}</span>
              </Link>
            </li>
          ) : null;
        }
        return (
          <li key={item.kind}>
            <CartHeaderButton label={item.label} icon={item.icon} iconMobile={item.iconMobile} />
          </li>
        );
      })}
    </ul>
  );
}

function HeaderItemIcon({ item }: { item: HeaderItem }) {
  const icon = item.icon ?? item.iconMobile;
  if (!icon) return null;
  const mobile = item.iconMobile ?? icon;
  return (
    <picture className="header-item__icon">
      <source media="(min-width: 576px)" srcSet={imageSource(icon, 48)} />
      <img src={imageSource(mobile, 48)} alt="" width={24} height={24} />
    </picture>
  );
}

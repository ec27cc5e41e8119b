import { useState } from "react";
import type { Media } from "../model/media";
import { CartPanel } from "./CartPanel";
import { useCart } from "./cart-store";
import { useHydrated } from "../ui/useMediaQuery";
import { imageSource } from "../images/rendition";

type CartHeaderButtonProps = { label: string; icon: Media | null; iconMobile: Media | null };

/** The cart's order summary: where the header item leads when JavaScript is off. */
export const CART_SUMMARY_PATH = "/buy?step=4";

export function cartButtonName(label: string, itemCount: number): string {
  if (itemCount < 1) return label;
  return `${label}, ${itemCount} ${itemCount === 1 ? "item" : "items"}`;
}

function CartIcon({ media, className }: { media: Media | null; className: string }) {
  if (!media) return null;
  return (
    <img
      src={imageSource(media, 48)}
      alt=""
      width={media.width ?? 24}
      height={media.height ?? 24}
      className={`cart-button__icon ${className}`}
    />
  );
}

/**
 * The header's cart item: icon, label and a count badge once the cart holds something. Without
 * JavaScript it is a link to the order summary; with it, a button that opens the cart panel.
 */
export function CartHeaderButton({ label, icon, iconMobile }: CartHeaderButtonProps) {
  const hydrated = useHydrated();
  const { cart } = useCart();
  const [panelOpen, setPanelOpen] = useState(false);
  const itemCount = cart?.itemCount ?? 0;
  const content = (
    <>
      <CartIcon media={icon} className="cart-button__icon--wide" />
      <CartIcon media={iconMobile ?? icon} className="cart-button__icon--narrow" />
      <span className="cart-button__label">{label}</span>
      {itemCount >= 1 ? (
        <span className="cart-button__badge" aria-hidden="true">
          {itemCount}
        </span>
      ) : null}
    </>
  );

  if (!hydrated) {
    return (
      <a href={CART_SUMMARY_PATH} className="cart-button">
        {content}
      </a>
    );
  }
  return (
    <>
      <button
        type="button"
        className="cart-button"
        aria-label={cartButtonName(label, itemCount)}
        aria-haspopup="dialog"
        aria-expanded={panelOpen}
        onClick={() => setPanelOpen(true)}
      >
        {content}
      </button>
      <CartPanel open={panelOpen} onClose={() => setPanelOpen(false)} />
    </>
  );
}

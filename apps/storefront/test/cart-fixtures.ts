import type { Cart, CartLine } from "../app/commerce/types";

const aud = (amount: string) => ({ amount, currencyCode: "AUD" });

export function cartLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    id: "gid://shopify/CartLine/queen?cart=abc",
    quantity: 2,
    line: "classic",
    size: "Queen",
    depth: "21-25 cm",
    variantId: "gid://shopify/ProductVariant/12",
    variantTitle: "Queen / 21-25 cm",
    unitPrice: aud("850.0"),
    lineTotal: aud("1700.0"),
    premiumPackaging: true,
    itemNumber: 1,
    uid: "5f0c7c9e-3a52-4c1e-9a43-2d6f1e8b7a10",
    measured: null,
    image: null,
    ...overrides,
  };
}

export function cartWith(lines: CartLine[], total = "2550.0"): Cart {
  return {
    id: "gid://shopify/Cart/abc",
    lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: aud(total),
    total: aud(total),
    discountCodes: [],
    checkoutUrl: "http://localhost:4000/cart/c/abc?key=secret",
  };
}

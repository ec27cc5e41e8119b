import { config } from "../config.server";
import { createCartApi, type CartApi } from "./cart-api.server";
import { clearCartId, readCartId } from "./cart-cookie.server";
import { shopClient } from "./shop.server";
import type { Cart } from "./types";

export { readCartFlash } from "./cart-cookie.server";

/** The cart API as configured for this process. */
export const cartApi: CartApi = createCartApi(shopClient, config.locale.country);

export type CartRead = { cart: Cart | null; cartId: string | null; headers: Headers };

/**
 * The visitor's cart from the cart id cookie. No cookie, or one that is not ours, is no cart. A
 * cart the shop no longer knows (checked out, expired) clears the cookie and reads as empty.
 * ShopUnavailableError propagates: the caller says so calmly and keeps the shopper's selection.
 */
export async function readCart(request: Request, api: CartApi = cartApi): Promise<CartRead> {
  const headers = new Headers();
  const cartId = await readCartId(request);
  if (!cartId) return { cart: null, cartId: null, headers };
  const cart = await api.load(cartId);
  if (!cart) {
    headers.append("Set-Cookie", await clearCartId());
    return { cart: null, cartId: null, headers };
  }
  return { cart, cartId, headers };
}

/** For loaders: the cart (null when there is none) and the headers the response must carry. */
export async function getCart(request: Request): Promise<{ cart: Cart | null; headers: Headers }> {
  const { cart, headers } = await readCart(request);
  return { cart, headers };
}

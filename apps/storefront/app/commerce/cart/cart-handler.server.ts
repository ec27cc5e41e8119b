import { config } from "../../config.server";
import { shopClient } from "../shop.server";
import type {
  CartCreateMutation,
  CartCreateMutationVariables,
  CartDiscountCodesUpdateMutation,
  CartDiscountCodesUpdateMutationVariables,
  CartLineInput,
  CartLineUpdateInput,
  CartLinesAddMutation,
  CartLinesAddMutationVariables,
  CartLinesRemoveMutation,
  CartLinesRemoveMutationVariables,
  CartLinesUpdateMutation,
  CartLinesUpdateMutationVariables,
  CartQuery,
  CartQueryVariables,
  CountryCode,
  StorefrontCartFragment,
} from "../generated/storefront-api.types";
import {
  CART_CREATE_MUTATION,
  CART_DISCOUNT_CODES_UPDATE_MUTATION,
  CART_LINES_ADD_MUTATION,
  CART_LINES_REMOVE_MUTATION,
  CART_LINES_UPDATE_MUTATION,
  CART_QUERY,
} from "../operations/cart";
import type { StorefrontClient } from "../storefront-client.server";
import { clearCartId, readCartId } from "./cart-cookies.server";
import type { Cart, CartNotice } from "./cart-model";
import { noticesOf, reshapeCart } from "./cart-shape.server";

/** The one cart handler: every read and change of the shop's cart goes through it (docs/decisions/0008). */

const INVALID_PROMO_CODE_MESSAGE = "This promo code is invalid";

export type CartChange = {
  /** Null when the shop refused the change (mutations are all-or-nothing) or knows no such cart. */
  cart: Cart | null;
  notices: CartNotice[];
  /** The shop no longer knows the cart the change named (checked out, expired). */
  cartMissing: boolean;
};

export type CartRead = { cart: Cart | null; cartId: string | null; headers: Headers };

type Payload = {
  cart: StorefrontCartFragment | null;
  userErrors: { code: string | null; field: string[] | null; message: string }[];
  warnings: { code: string; message: string }[];
} | null;

function toChange(payload: Payload): CartChange {
  if (!payload) return { cart: null, notices: [], cartMissing: false };
  return {
    cart: payload.cart ? reshapeCart(payload.cart) : null,
    notices: noticesOf(payload),
    cartMissing: payload.userErrors.some((error) => error.field?.includes("cartId") ?? false),
  };
}

const sameCode = (first: string, second: string) => first.toLowerCase() === second.toLowerCase();
const codesOf = (cart: Cart | null) => (cart?.discountCodes ?? []).map((entry) => entry.code);

function hostMatches(url: URL, allowed: string): boolean {
  return allowed.includes(":") ? url.host === allowed : url.hostname === allowed;
}

/** Only a checkoutUrl on the shop's host or a SHOP_CHECKOUT_HOSTS host: anything else makes us an open redirect. */
export function isAllowedCheckoutUrl(checkoutUrl: string, shopApiUrl: string, extraHosts: string[]): boolean {
  let url: URL;
  let shop: URL;
  try {
    url = new URL(checkoutUrl);
    shop = new URL(shopApiUrl);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" && url.protocol !== shop.protocol) return false;
  if (url.username || url.password) return false;
  return url.host === shop.host || extraHosts.some((host) => hostMatches(url, host.toLowerCase()));
}

type CartHandlerOptions = {
  client: StorefrontClient;
  /** Set on every new cart as its buyer's country. */
  countryCode: string;
  shopApiUrl: string;
  checkoutHosts: string[];
};

export type CartHandler = ReturnType<typeof createCartHandler>;

export function createCartHandler({ client, countryCode, shopApiUrl, checkoutHosts }: CartHandlerOptions) {
  const cart = {
    async load(cartId: string): Promise<Cart | null> {
      const data = await client.request<CartQuery, CartQueryVariables>(CART_QUERY, { cartId });
      return data.cart ? reshapeCart(data.cart) : null;
    },

    /**
     * The visitor's cart from the cookie. A cart the shop no longer knows clears the cookie and reads as none;
     * ShopUnavailableError propagates, so the caller can say so calmly and keep the selection.
     */
    async get(request: Request): Promise<CartRead> {
      const headers = new Headers();
      const cartId = await readCartId(request);
      if (!cartId) return { cart: null, cartId: null, headers };
      const found = await cart.load(cartId);
      if (found) return { cart: found, cartId, headers };
      headers.append("Set-Cookie", await clearCartId());
      return { cart: null, cartId: null, headers };
    },

    async create(lines: CartLineInput[]): Promise<CartChange> {
      const data = await client.request<CartCreateMutation, CartCreateMutationVariables>(CART_CREATE_MUTATION, {
        input: { lines, buyerIdentity: { countryCode: countryCode as CountryCode } },
      });
      return toChange(data.cartCreate);
    },

    async addLines(cartId: string, lines: CartLineInput[]): Promise<CartChange> {
      const data = await client.request<CartLinesAddMutation, CartLinesAddMutationVariables>(CART_LINES_ADD_MUTATION, {
        cartId,
        lines,
      });
      return toChange(data.cartLinesAdd);
    },

    async updateLines(cartId: string, lines: CartLineUpdateInput[]): Promise<CartChange> {
      const data = await client.request<CartLinesUpdateMutation, CartLinesUpdateMutationVariables>(
        CART_LINES_UPDATE_MUTATION,
        { cartId, lines },
      );
      return toChange(data.cartLinesUpdate);
    },

    async removeLines(cartId: string, lineIds: string[]): Promise<CartChange> {
      const data = await client.request<CartLinesRemoveMutation, CartLinesRemoveMutationVariables>(
        CART_LINES_REMOVE_MUTATION,
        { cartId, lineIds },
      );
      return toChange(data.cartLinesRemove);
    },

    /** The Storefront API replaces the whole list of codes on each update. */
    async setDiscountCodes(cartId: string, discountCodes: string[]): Promise<CartChange> {
      const data = await client.request<CartDiscountCodesUpdateMutation, CartDiscountCodesUpdateMutationVariables>(
        CART_DISCOUNT_CODES_UPDATE_MUTATION,
        { cartId, discountCodes },
      );
      return toChange(data.cartDiscountCodesUpdate);
    },

    /** A code the shop lists as not applicable (not an error there) is reported in our words and taken off. */
    async applyCode(current: Cart | null, cartId: string, code: string): Promise<CartChange> {
      const others = codesOf(current).filter((existing) => !sameCode(existing, code));
      const change = await cart.setDiscountCodes(cartId, [...others, code]);
      const listed = change.cart?.discountCodes.find((entry) => sameCode(entry.code, code));
      if (!change.cart || !listed || listed.applicable) return change;

      const cleaned = await cart.setDiscountCodes(cartId, others);
      // The shop's DISCOUNT_* warnings about this code say what our message says.
      const otherNotices = change.notices.filter((entry) => !entry.code?.startsWith("DISCOUNT_"));
      return {
        ...cleaned,
        cart: cleaned.cart ?? change.cart,
        notices: [
          { kind: "error", code: "DISCOUNT_NOT_APPLICABLE", message: INVALID_PROMO_CODE_MESSAGE },
          ...otherNotices,
          ...cleaned.notices,
        ],
      };
    },

    removeCode(current: Cart | null, cartId: string, code: string): Promise<CartChange> {
      const others = codesOf(current).filter((existing) => !sameCode(existing, code));
      return cart.setDiscountCodes(cartId, others);
    },

    /** The cart's checkout address, or null when it leads off the allowed hosts. */
    checkoutUrlOf(current: Cart): string | null {
      return isAllowedCheckoutUrl(current.checkoutUrl, shopApiUrl, checkoutHosts) ? current.checkoutUrl : null;
    },
  };
  return cart;
}

/** The cart against the configured shop; tests build their own handler. */
export const cart: CartHandler = createCartHandler({
  client: shopClient,
  countryCode: config.locale.country,
  shopApiUrl: config.shop.apiUrl,
  checkoutHosts: config.shop.checkoutHosts,
});

/** For loaders: the cart (null when there is none) and the headers the response must carry. */
export async function getCart(request: Request): Promise<{ cart: Cart | null; headers: Headers }> {
  const { cart: found, headers } = await cart.get(request);
  return { cart: found, headers };
}

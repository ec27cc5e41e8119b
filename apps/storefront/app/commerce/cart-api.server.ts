import { noticesOf, reshapeCart } from "./cart-shape.server";
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
} from "./generated/storefront-api.types";
import {
  CART_CREATE_MUTATION,
  CART_DISCOUNT_CODES_UPDATE_MUTATION,
  CART_LINES_ADD_MUTATION,
  CART_LINES_REMOVE_MUTATION,
  CART_LINES_UPDATE_MUTATION,
  CART_QUERY,
} from "./operations/cart";
import type { StorefrontClient } from "./storefront-client.server";
import type { Cart, CartNotice } from "./types";

/** The cart operations against the Storefront API, each answering a reshaped cart and notices. */

export type CartChange = {
  /** Null when the shop refused the change (mutations are all-or-nothing) or knows no such cart. */
  cart: Cart | null;
  notices: CartNotice[];
  /** The shop no longer knows the cart the change named (checked out, expired). */
  cartMissing: boolean;
};

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

export type CartApi = ReturnType<typeof createCartApi>;

/** `countryCode`: the configured COUNTRY (AU), set on every new cart (contract). */
export function createCartApi(client: StorefrontClient, countryCode: string) {
  return {
    async load(cartId: string): Promise<Cart | null> {
      const data = await client.request<CartQuery, CartQueryVariables>(CART_QUERY, { cartId });
      return data.cart ? reshapeCart(data.cart) : null;
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
    async setDiscountCodes(cartId: string, discountCodes: string[]): Promise<CartChange> {
      const data = await client.request<CartDiscountCodesUpdateMutation, CartDiscountCodesUpdateMutationVariables>(
        CART_DISCOUNT_CODES_UPDATE_MUTATION,
        { cartId, discountCodes },
      );
      return toChange(data.cartDiscountCodesUpdate);
    },
  };
}

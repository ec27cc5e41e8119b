import type { Catalogue } from "../catalogue/catalogue.js";
import { gid } from "../ids.js";
import type { Attribute, CartStore, StoredCart } from "../store/cart-store.js";
import { CART_NOT_FOUND_MESSAGE, MutationReport, type CartUserError, type CartWarning } from "./cart-errors.js";
import { cartGid, findLineIndex, keyMatches, newCartSecret, newCartToken, parseCartGid } from "./cart-ids.js";
import type { DiscountRules } from "./discount-rules.js";
import { discountWarnings, normaliseCodes } from "./discount-warnings.js";
import {
  addLine,
  findMatchingLine,
  fitLineToStock,
  normaliseAttributes,
  resolveVariant,
  type LineEditContext,
  type LineInput,
} from "./line-changes.js";
import { priceCart, type PricedCart } from "./pricing.js";

/** A cart nobody has touched for this long is gone, as on Shopify. */
export const CART_LIFETIME_MS = 10 * 24 * 60 * 60 * 1000;

export interface CartMutationResult {
  cart: StoredCart | null;
  userErrors: CartUserError[];
  warnings: CartWarning[];
}

export interface BuyerIdentityInput {
  countryCode?: string | null;
}

export interface CartCreateInput {
  lines?: readonly LineInput[] | null;
  discountCodes?: readonly string[] | null;
  attributes?: readonly Attribute[] | null;
  note?: string | null;
  buyerIdentity?: BuyerIdentityInput | null;
}

export interface LineUpdateInput {
  id: string;
  quantity?: number | null;
  merchandiseId?: string | null;
  attributes?: readonly Attribute[] | null;
}

export interface CartServiceOptions {
  store: CartStore;
  catalogue: Catalogue;
  discountRules: DiscountRules;
  now: () => Date;
}

export type CartService = ReturnType<typeof createCartService>;

export function createCartService({ store, catalogue, discountRules, now }: CartServiceOptions) {
  const price = (cart: StoredCart): PricedCart => priceCart(cart, catalogue, discountRules);

  /** A cart that is unknown, keyless, wrongly keyed, completed or expired does not exist for callers. */
  function load(cartId: string): StoredCart | null {
    const reference = parseCartGid(cartId);
    const cart = reference ? store.find(reference.token) : undefined;
    if (!cart || !reference || !keyMatches(cart, reference.key) || cart.completedAt !== null) return null;
    if (now().getTime() - Date.parse(cart.updatedAt) > CART_LIFETIME_MS) {
      store.remove(cart.token);
      return null;
    }
    return cart;
  }

  /** Deletes every cart past its lifetime (completed ones too: their orders keep their own lines). */
  function sweepExpired(): number {
    return store.removeUntouchedSince(new Date(now().getTime() - CART_LIFETIME_MS).toISOString());
  }

  function commit(
    before: PricedCart | null,
    draft: StoredCart,
    report: MutationReport,
    codesChanged: boolean,
  ): CartMutationResult {
    if (report.userErrors.length > 0) return { cart: null, userErrors: report.userErrors, warnings: [] };
    discountWarnings(before, price(draft), cartGid(draft), codesChanged, report);
    draft.updatedAt = now().toISOString();
    store.save(draft);
    return { cart: draft, userErrors: [], warnings: report.warnings };
  }

  function mutate(
    cartId: string,
    change: (draft: StoredCart, context: LineEditContext) => void,
    codesChanged = false,
  ): CartMutationResult {
    const cart = load(cartId);
    if (!cart)
      return {
        cart: null,
        userErrors: [{ code: "INVALID", field: ["cartId"], message: CART_NOT_FOUND_MESSAGE }],
        warnings: [],
      };
    const report = new MutationReport();
    const draft = structuredClone(cart);
    change(draft, { catalogue, availableStock: store.availableStock, report });
    return commit(price(cart), draft, report, codesChanged);
  }

  return {
    find: load,
    price,
    sweepExpired,

    /** `contextCountry` is the request's `@inContext(country:)`; an explicit buyer country wins. */
    create(input: CartCreateInput | null | undefined, contextCountry: string | null): CartMutationResult {
      const timestamp = now().toISOString();
      const draft: StoredCart = {
        token: newCartToken(),
        secret: newCartSecret(),
        createdAt: timestamp,
        updatedAt: timestamp,
        completedAt: null,
        attributes: normaliseAttributes(input?.attributes ?? []),
        note: input?.note ?? null,
        countryCode: input?.buyerIdentity?.countryCode ?? contextCountry,
        discountCodes: [],
        lines: [],
      };
      const report = new MutationReport();
      const context: LineEditContext = { catalogue, availableStock: store.availableStock, report };
      input?.lines?.forEach((line, index) => addLine(draft, line, ["input", "lines", index], context));
      draft.discountCodes = normaliseCodes(input?.discountCodes ?? [], ["input", "discountCodes"], report);
      return commit(null, draft, report, draft.discountCodes.length > 0);
    },

    linesAdd(cartId: string, lines: readonly LineInput[]): CartMutationResult {
      return mutate(cartId, (draft, context) =>
        lines.forEach((line, index) => addLine(draft, line, ["lines", index], context)),
      );
    },

    linesUpdate(cartId: string, updates: readonly LineUpdateInput[]): CartMutationResult {
      return mutate(cartId, (draft, context) => {
        updates.forEach((update, index) => {
          const line = draft.lines[findLineIndex(draft, update.id)];
          if (!line) {
            context.report.error(
              "INVALID_MERCHANDISE_LINE",
              ["lines", index, "id"],
              `The merchandise line with id ${update.id} does not exist.`,
            );
            return;
          }
          const merchandiseId = update.merchandiseId ?? gid("ProductVariant", line.variantId);
          const variant = resolveVariant(context, merchandiseId, ["lines", index, "merchandiseId"]);
          if (!variant) return;
          if (update.quantity != null && update.quantity < 0) {
            context.report.error("INVALID", ["lines", index, "quantity"], "The quantity can't be negative.");
            return;
          }
          // Omitted attributes keep the line's own; an empty list clears them.
          if (update.attributes != null) line.attributes = normaliseAttributes(update.attributes);
          line.variantId = variant.id;
          if (update.quantity != null) line.quantity = update.quantity;
          if (line.quantity === 0) {
            draft.lines = draft.lines.filter((other) => other !== line);
            return;
          }
          const twin = findMatchingLine(draft, line.variantId, line.attributes, line);
          if (twin) {
            line.quantity += twin.quantity;
            draft.lines = draft.lines.filter((other) => other !== twin);
          }
          fitLineToStock(draft, line, variant, context);
        });
      });
    },

    linesRemove(cartId: string, lineIds: readonly string[]): CartMutationResult {
      return mutate(cartId, (draft, context) => {
        const doomed = lineIds.map((lineId, index) => {
          const position = findLineIndex(draft, lineId);
          if (position === -1)
            context.report.error(
              "INVALID_MERCHANDISE_LINE",
              ["lineIds", index],
              `The merchandise line with id ${lineId} does not exist.`,
            );
          return draft.lines[position];
        });
        draft.lines = draft.lines.filter((line) => !doomed.includes(line));
      });
    },

    discountCodesUpdate(cartId: string, codes: readonly string[]): CartMutationResult {
      return mutate(
        cartId,
        (draft, context) => {
          draft.discountCodes = normaliseCodes(codes, ["discountCodes"], context.report);
        },
        true,
      );
    },

    noteUpdate(cartId: string, note: string): CartMutationResult {
      return mutate(cartId, (draft) => {
        draft.note = note;
      });
    },

    /** The given attributes replace the cart's own, as the discount codes mutation replaces codes. */
    attributesUpdate(cartId: string, attributes: readonly Attribute[]): CartMutationResult {
      return mutate(cartId, (draft) => {
        draft.attributes = normaliseAttributes(attributes);
      });
    },

    /** Only the fields given change; `countryCode: null` clears the country. */
    buyerIdentityUpdate(cartId: string, buyerIdentity: BuyerIdentityInput): CartMutationResult {
      return mutate(cartId, (draft) => {
        if (buyerIdentity.countryCode !== undefined) draft.countryCode = buyerIdentity.countryCode;
      });
    },
  };
}

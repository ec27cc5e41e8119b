import { clientKeyOf } from "../http/client-address.server";
import { createRateLimiter, type RateLimiter } from "../http/rate-limit.server";
import { sharedState } from "../shared-state/shared-state.server";
import { config } from "../config.server";
import { sessionOf } from "../http/session.server";
import { findVariant } from "./catalogue";
import { getCatalogue } from "./catalogue.server";
import { lineAttributes } from "./cart-shape.server";
import { applyCode, removeCode } from "./cart-codes.server";
import { clearCartId, readCartId, serializeCartId } from "./cart-cookie.server";
import { cartApi as configuredCartApi, readCart } from "./cart.server";
import type { CartApi, CartChange } from "./cart-api.server";
import { parseCartIntent, type CartIntent } from "./cart-intents";
import { isAllowedCheckoutUrl } from "./checkout.server";
import { nextItemNumber } from "./item-numbers.server";
import { ShopError, ShopUnavailableError, SHOP_UNAVAILABLE_MESSAGE } from "./storefront-client.server";
import type { Cart, CartNotice, Catalogue } from "./types";

const NO_CART_MESSAGE = "Your cart is empty or has expired. Please add your set again.";
const SOLD_OUT_MESSAGE = "Sorry, that size and depth is sold out. Please choose another.";
const UNKNOWN_VARIANT_MESSAGE = "Please select a mattress size and depth.";
const CHECKOUT_MESSAGE = "We couldn't open the checkout just now. Please try again in a moment.";
const EMPTY_CHECKOUT_MESSAGE = "Your cart is empty. Add a set before checking out.";
const SHOP_ERROR_MESSAGE = "Something went wrong updating your cart. Please try again.";
const RATE_LIMIT_MESSAGE = "You're changing your cart very quickly. Please wait a moment and try again.";
const UNKNOWN_LINE_MESSAGE = "That item is no longer in your cart. Please refresh your cart and try again.";

export type CartActionResult = {
  cart: Cart | null;
  notices: CartNotice[];
  /** Set-Cookie for the cart id; the response must carry them. */
  headers: Headers;
  /** HTTP status for the answer: 200, 400 bad input, 409 no cart, 429, 502/503 shop trouble. */
  status: number;
  /** Only for `checkout`, and only when its host is allow-listed. */
  checkoutUrl?: string;
  /** For `add`: the item number the line carries (running number). */
  itemNumber?: number;
};

export type CartActionDependencies = {
  cartApi: CartApi;
  getCatalogue: () => Promise<Catalogue>;
  shopApiUrl: string;
  checkoutHosts: string[];
  /**
   * The limits on cart actions, which protect the shop: every action counts against the client's address,
   * whatever cart it names (so inventing a cart id opens no fresh window), and one naming a cart also
   * against that cart, wherever it comes from.
   */
  limits: { perClient: RateLimiter; perCart: RateLimiter };
};

const notice = (message: string, code: string | null = null): CartNotice => ({ kind: "error", code, message });

type Context = {
  cart: Cart | null;
  cartId: string | null;
  /** The shopper's session id: the uid on the lines they add. */
  uid: string;
  headers: Headers;
  deps: CartActionDependencies;
};
type Outcome = Omit<CartActionResult, "headers">;

/** Keeps the cart the shop refused to change (all-or-nothing) and forgets one it no longer knows. */
async function settle(context: Context, change: CartChange): Promise<Outcome> {
  if (change.cartMissing) {
    context.headers.append("Set-Cookie", await clearCartId());
    return { cart: null, notices: change.notices, status: 409 };
  }
  const failed = change.notices.some((entry) => entry.kind === "error");
  return { cart: change.cart ?? context.cart, notices: change.notices, status: failed ? 400 : 200 };
}

async function add(context: Context, intent: Extract<CartIntent, { intent: "add" }>): Promise<Outcome> {
  const { cart, deps } = context;
  const found = findVariant((await deps.getCatalogue()).products, intent.variantKey);
  if (!found) return { cart, notices: [notice(UNKNOWN_VARIANT_MESSAGE)], status: 400 };
  if (!found.depth.availableForSale) return { cart, notices: [notice(SOLD_OUT_MESSAGE, "SOLD_OUT")], status: 409 };

  const merchandiseId = found.depth.variantId;
  const itemNumber = intent.itemNumber ?? nextItemNumber(cart);
  const { premiumPackaging, measured } = intent;
  const attributes = lineAttributes({ premiumPackaging, itemNumber, uid: context.uid, measured });
  const existing = intent.itemNumber
    ? cart?.lines.find((line) => line.itemNumber === intent.itemNumber && line.uid === context.uid)
    : undefined;
  if (existing && context.cartId) {
    // An entry with the same uid and item number is replaced only when its contents differ,
    // so a repeated submit is harmless.
    const same =
      existing.variantId === merchandiseId &&
      existing.quantity === intent.quantity &&
      existing.premiumPackaging === intent.premiumPackaging &&
      existing.measured === measured;
    if (same) return { cart, notices: [], status: 200, itemNumber };
    const change = await deps.cartApi.updateLines(context.cartId, [
      { id: existing.id, merchandiseId, quantity: intent.quantity, attributes },
    ]);
    return { ...(await settle(context, change)), itemNumber };
  }

  const lines = [{ merchandiseId, quantity: intent.quantity, attributes }];
  if (context.cartId)
    return { ...(await settle(context, await deps.cartApi.addLines(context.cartId, lines))), itemNumber };

  const created = await deps.cartApi.create(lines);
  if (created.cart) context.headers.append("Set-Cookie", await serializeCartId(created.cart.id));
  return { ...(await settle(context, created)), itemNumber };
}

function checkout(context: Context): Outcome {
  const { cart, deps } = context;
  if (!cart || cart.lines.length === 0) return { cart, notices: [notice(EMPTY_CHECKOUT_MESSAGE)], status: 409 };
  if (!isAllowedCheckoutUrl(cart.checkoutUrl, deps.shopApiUrl, deps.checkoutHosts)) {
    console.error("[shop] refused a cart checkoutUrl outside the allowed hosts (SHOP_API_URL, SHOP_CHECKOUT_HOSTS)");
    return { cart, notices: [notice(CHECKOUT_MESSAGE, "CHECKOUT_NOT_ALLOWED")], status: 502 };
  }
  return { cart, notices: [], status: 200, checkoutUrl: cart.checkoutUrl };
}

async function run(context: Context, intent: CartIntent): Promise<Outcome> {
  if (intent.intent === "add") return add(context, intent);
  if (intent.intent === "checkout") return checkout(context);
  const { cartId, deps } = context;
  if (!cartId) return { cart: null, notices: [notice(NO_CART_MESSAGE, "NO_CART")], status: 409 };
  // A line id the shopper's cart does not hold is their bad input (forged, or from another tab's old cart): a
  // real shop answers some forged ids with a GraphQL error rather than a userError, which would read as its fault.
  if ("lineId" in intent && context.cart && !context.cart.lines.some((line) => line.id === intent.lineId)) {
    return { cart: context.cart, notices: [notice(UNKNOWN_LINE_MESSAGE, "UNKNOWN_LINE")], status: 400 };
  }
  switch (intent.intent) {
    case "set-quantity":
      // The contract: a line is removed with cartLinesRemove, never by sending quantity 0.
      return settle(
        context,
        intent.quantity === 0
          ? await deps.cartApi.removeLines(cartId, [intent.lineId])
          : await deps.cartApi.updateLines(cartId, [{ id: intent.lineId, quantity: intent.quantity }]),
      );
    case "set-packaging": {
      const line = context.cart?.lines.find((candidate) => candidate.id === intent.lineId);
      const itemNumber = line?.itemNumber ?? nextItemNumber(context.cart);
      const uid = line?.uid ?? context.uid;
      const measured = line?.measured ?? null;
      const attributes = lineAttributes({ premiumPackaging: intent.premiumPackaging, itemNumber, uid, measured });
      return settle(context, await deps.cartApi.updateLines(cartId, [{ id: intent.lineId, attributes }]));
    }
    case "remove":
      return settle(context, await deps.cartApi.removeLines(cartId, [intent.lineId]));
    case "apply-code":
      return applyCode(context.cart, cartId, intent.code, deps.cartApi).then((change) => settle(context, change));
    case "remove-code":
      return removeCode(context.cart, cartId, intent.code, deps.cartApi).then((change) => settle(context, change));
  }
}

/** The seconds to wait if this action exceeds a limit: its client's first (every action counts there), then its cart's. */
async function spentLimit(request: Request, limits: CartActionDependencies["limits"]): Promise<number | undefined> {
  const cartId = await readCartId(request);
  const counted = [
    { limiter: limits.perClient, key: clientKeyOf(request) },
    ...(cartId ? [{ limiter: limits.perCart, key: cartId }] : []),
  ];
  for (const { limiter, key } of counted) {
    const verdict = await limiter.consume(key);
    if (!verdict.allowed) return verdict.retryAfterSeconds;
  }
  return undefined;
}

/**
 * Runs one cart action from a form post or fetcher. Never throws: bad input, a refused change and
 * an unreachable shop all come back as notices with a status, and the cart as it now stands.
 */
export async function runCartAction(
  request: Request,
  formData: FormData,
  deps: CartActionDependencies,
): Promise<CartActionResult> {
  const headers = new Headers();
  const parsed = parseCartIntent(formData);
  if (!parsed.ok) return { cart: null, notices: [notice(parsed.message, "INVALID_INPUT")], headers, status: 400 };
  // Counted before any shop call: the limits are there to protect the shop.
  const retryAfterSeconds = await spentLimit(request, deps.limits);
  if (retryAfterSeconds !== undefined) {
    headers.set("Retry-After", String(retryAfterSeconds));
    return { cart: null, notices: [notice(RATE_LIMIT_MESSAGE, "RATE_LIMITED")], headers, status: 429 };
  }
  try {
    const { cart, cartId, headers: readHeaders } = await readCart(request, deps.cartApi);
    readHeaders.forEach((value, name) => headers.append(name, value));
    const outcome = await run({ cart, cartId, uid: sessionOf(request).id, headers, deps }, parsed.intent);
    return { ...outcome, headers };
  } catch (error) {
    if (error instanceof ShopUnavailableError) {
      console.error(`[shop] ${error.message}`);
      return { cart: null, notices: [notice(SHOP_UNAVAILABLE_MESSAGE, "SHOP_UNAVAILABLE")], headers, status: 503 };
    }
    if (error instanceof ShopError) {
      console.error(`[shop] cart ${parsed.intent.intent}: ${error.message}`);
      return { cart: null, notices: [notice(SHOP_ERROR_MESSAGE, "SHOP_ERROR")], headers, status: 502 };
    }
    throw error;
  }
}

/** A shopper changing one cart makes a few actions a minute; 60 is a script. */
const CART_ACTIONS_PER_MINUTE = 60;
/** Several shoppers can share an address (a household, an office, a carrier's NAT): four carts' worth. */
const CLIENT_CART_ACTIONS_PER_MINUTE = 4 * CART_ACTIONS_PER_MINUTE;

const configured: CartActionDependencies = {
  cartApi: configuredCartApi,
  getCatalogue,
  shopApiUrl: config.shop.apiUrl,
  checkoutHosts: config.shop.checkoutHosts,
  limits: {
    perClient: createRateLimiter({
      name: "cart-client",
      max: CLIENT_CART_ACTIONS_PER_MINUTE,
      windowMs: 60_000,
      redis: sharedState(config).redis,
    }),
    perCart: createRateLimiter({
      name: "cart",
      max: CART_ACTIONS_PER_MINUTE,
      windowMs: 60_000,
      redis: sharedState(config).redis,
    }),
  },
};

/** The cart action against the configured shop (routes/api.cart.ts). */
export function handleCartAction(request: Request, formData: FormData): Promise<CartActionResult> {
  return runCartAction(request, formData, configured);
}

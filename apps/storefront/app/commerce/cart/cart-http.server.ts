import { clientKeyOf } from "../../http/client-address.server";
import { createRateLimiter, type RateLimiter } from "../../http/rate-limit.server";
import { sameSitePath } from "../../http/return-path";
import { sessionOf } from "../../http/session.server";
import { sharedState } from "../../shared-state/shared-state.server";
import { config } from "../../config.server";
import { findVariant } from "../catalogue";
import { getCatalogue } from "../catalogue.server";
import { ShopError, ShopUnavailableError, SHOP_UNAVAILABLE_MESSAGE } from "../storefront-client.server";
import type { Catalogue } from "../types";
import { clearCartId, readCartId, serializeCartFlash, serializeCartId } from "./cart-cookies.server";
import { parseCartIntent, type CartIntent } from "./cart-form";
import { cart as configuredCart, type CartChange, type CartHandler } from "./cart-handler.server";
import type { Cart, CartAnswerBody, CartNotice } from "./cart-model";
import { lineAttributes } from "./cart-shape.server";
import { lineNumbered, nextItemNumber, sameContents } from "./item-numbers.server";
import { log } from "../../log.server";

/** The cart over HTTP: a checked form in, JSON for our scripts or a 303 for a plain form post out. */

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
  /** 200, 400 bad input, 409 no cart or sold out, 429, 502/503 shop trouble. */
  status: number;
  /** Only for `checkout`, and only when its host is allowed. */
  checkoutUrl?: string;
  itemNumber?: number;
};

export type CartActionDependencies = {
  cart: CartHandler;
  getCatalogue: () => Promise<Catalogue>;
  /** Every action counts against its client (so an invented cart id opens no fresh window), and against its cart. */
  limits: { perClient: RateLimiter; perCart: RateLimiter };
};

const notice = (message: string, code: string | null = null): CartNotice => ({ kind: "error", code, message });

/** `uid`: the shopper's session, carried on the lines they add. */
type Context = {
  cart: Cart | null;
  cartId: string | null;
  uid: string;
  headers: Headers;
  deps: CartActionDependencies;
};
type Outcome = Omit<CartActionResult, "headers">;

/** The answer to a change: the cart the shop refused to change stays (all-or-nothing); one it forgot is dropped. */
async function outcomeOf(context: Context, change: CartChange): Promise<Outcome> {
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
  const existing = intent.itemNumber ? lineNumbered(cart, intent.itemNumber, context.uid) : undefined;
  if (existing && context.cartId) {
    const wanted = { variantId: merchandiseId, quantity: intent.quantity, premiumPackaging, measured };
    if (sameContents(existing, wanted)) return { cart, notices: [], status: 200, itemNumber };
    const change = await deps.cart.updateLines(context.cartId, [
      { id: existing.id, merchandiseId, quantity: intent.quantity, attributes },
    ]);
    return { ...(await outcomeOf(context, change)), itemNumber };
  }

  const lines = [{ merchandiseId, quantity: intent.quantity, attributes }];
  if (context.cartId)
    return { ...(await outcomeOf(context, await deps.cart.addLines(context.cartId, lines))), itemNumber };
  const created = await deps.cart.create(lines);
  if (created.cart) context.headers.append("Set-Cookie", await serializeCartId(created.cart.id));
  return { ...(await outcomeOf(context, created)), itemNumber };
}

function checkout({ cart, deps }: Context): Outcome {
  if (!cart || cart.lines.length === 0) return { cart, notices: [notice(EMPTY_CHECKOUT_MESSAGE)], status: 409 };
  const checkoutUrl = deps.cart.checkoutUrlOf(cart);
  if (checkoutUrl) return { cart, notices: [], status: 200, checkoutUrl };
  log.error("[shop] refused a cart checkoutUrl outside the allowed hosts (SHOP_API_URL, SHOP_CHECKOUT_HOSTS)");
  return { cart, notices: [notice(CHECKOUT_MESSAGE, "CHECKOUT_NOT_ALLOWED")], status: 502 };
}

async function run(context: Context, intent: CartIntent): Promise<Outcome> {
  if (intent.intent === "add") return add(context, intent);
  if (intent.intent === "checkout") return checkout(context);
  const { cartId, deps } = context;
  if (!cartId) return { cart: null, notices: [notice(NO_CART_MESSAGE, "NO_CART")], status: 409 };
  // A line id the cart does not hold is the shopper's bad input; a real shop answers some with a GraphQL error.
  if ("lineId" in intent && context.cart && !context.cart.lines.some((line) => line.id === intent.lineId)) {
    return { cart: context.cart, notices: [notice(UNKNOWN_LINE_MESSAGE, "UNKNOWN_LINE")], status: 400 };
  }
  const answer = (change: CartChange) => outcomeOf(context, change);
  switch (intent.intent) {
    case "set-quantity":
      // A line is removed with cartLinesRemove, never by sending quantity 0.
      return intent.quantity === 0
        ? answer(await deps.cart.removeLines(cartId, [intent.lineId]))
        : answer(await deps.cart.updateLines(cartId, [{ id: intent.lineId, quantity: intent.quantity }]));
    case "set-packaging": {
      const line = context.cart?.lines.find((candidate) => candidate.id === intent.lineId);
      const attributes = lineAttributes({
        premiumPackaging: intent.premiumPackaging,
        itemNumber: line?.itemNumber ?? nextItemNumber(context.cart),
        uid: line?.uid ?? context.uid,
        measured: line?.measured ?? null,
      });
      return answer(await deps.cart.updateLines(cartId, [{ id: intent.lineId, attributes }]));
    }
    case "remove":
      return answer(await deps.cart.removeLines(cartId, [intent.lineId]));
    case "apply-code":
      return answer(await deps.cart.applyCode(context.cart, cartId, intent.code));
    case "remove-code":
      return answer(await deps.cart.removeCode(context.cart, cartId, intent.code));
  }
}

/** Seconds to wait when this action is over a limit: its client's first, then its cart's. */
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

/** One cart action. Never throws: bad input, a refused change and an unreachable shop are notices with a status. */
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
    const { cart, cartId, headers: readHeaders } = await deps.cart.get(request);
    readHeaders.forEach((value, name) => headers.append(name, value));
    const outcome = await run({ cart, cartId, uid: sessionOf(request).id, headers, deps }, parsed.intent);
    return { ...outcome, headers };
  } catch (error) {
    if (error instanceof ShopUnavailableError) {
      log.error(`[shop] ${error.message}`);
      return { cart: null, notices: [notice(SHOP_UNAVAILABLE_MESSAGE, "SHOP_UNAVAILABLE")], headers, status: 503 };
    }
    if (error instanceof ShopError) {
      log.error(`[shop] cart ${parsed.intent.intent}: ${error.message}`);
      return { cart: null, notices: [notice(SHOP_ERROR_MESSAGE, "SHOP_ERROR")], headers, status: 502 };
    }
    throw error;
  }
}

/** A shopper changing one cart makes a few actions a minute; 60 is a script. An address may be four households. */
const CART_ACTIONS_PER_MINUTE = 60;
const limit = (name: string, max: number) =>
  createRateLimiter({ name, max, windowMs: 60_000, redis: sharedState(config).redis });

const configured: CartActionDependencies = {
  cart: configuredCart,
  getCatalogue,
  limits: {
    perClient: limit("cart-client", 4 * CART_ACTIONS_PER_MINUTE),
    perCart: limit("cart", CART_ACTIONS_PER_MINUTE),
  },
};

/** The cart action against the configured shop: /api/cart's and /buy's. */
export function handleCartAction(request: Request, formData: FormData): Promise<CartActionResult> {
  return runCartAction(request, formData, configured);
}

function json(body: CartAnswerBody & { itemCount?: number }, status: number, headers: Headers): Response {
  headers.set("Cache-Control", "no-store");
  headers.set("Content-Type", "application/json; charset=utf-8");
  return new Response(JSON.stringify(body), { status, headers });
}

/** GET /api/cart: the cart for the header badge and the panel, never cached. */
export async function cartReadResponse(request: Request): Promise<Response> {
  try {
    const { cart, headers } = await configuredCart.get(request);
    return json({ cart, itemCount: cart?.itemCount ?? 0 }, 200, headers);
  } catch (error) {
    if (!(error instanceof ShopUnavailableError || error instanceof ShopError)) throw error;
    log.error(`[shop] reading the cart: ${error.message}`);
    const notices = [notice(SHOP_UNAVAILABLE_MESSAGE, "SHOP_UNAVAILABLE")];
    return json({ cart: null, itemCount: 0, notices }, 503, new Headers({ "Retry-After": "30" }));
  }
}

/** A browser navigation (a form posted without JavaScript) rather than a fetch from our scripts. */
function isDocumentRequest(request: Request): boolean {
  const mode = request.headers.get("Sec-Fetch-Mode");
  if (mode) return mode === "navigate";
  return (request.headers.get("Accept") ?? "").includes("text/html");
}

/** Only a path on this site: never a redirect elsewhere through a crafted `redirectTo`. */
export function safeReturnPath(value: FormDataEntryValue | null): string {
  return sameSitePath(value, "/buy?step=4");
}

/** POST /api/cart. A cross-site post never gets here: server.ts refuses it before its body is read. */
export async function cartActionResponse(request: Request): Promise<Response> {
  const formData = await request.formData().catch(() => new FormData());
  const result = await handleCartAction(request, formData);
  if (!isDocumentRequest(request)) {
    const { cart, notices, checkoutUrl, itemNumber } = result;
    return json({ cart, notices, checkoutUrl, itemNumber }, result.status, result.headers);
  }
  const headers = result.headers;
  if (result.notices.length > 0) headers.append("Set-Cookie", await serializeCartFlash(result.notices));
  headers.set("Location", result.checkoutUrl ?? safeReturnPath(formData.get("redirectTo")));
  headers.set("Cache-Control", "no-store");
  return new Response(null, { status: 303, headers });
}

import { sameSitePath } from "../http/return-path";
import { serializeCartFlash } from "./cart-cookie.server";
import { handleCartAction } from "./cart-actions.server";
import { getCart } from "./cart.server";
import { ShopError, ShopUnavailableError, SHOP_UNAVAILABLE_MESSAGE } from "./storefront-client.server";
import type { CartAnswerBody } from "./cart-model";
import type { CartNotice } from "./types";

/**
 * The HTTP face of the cart for routes/api.cart.ts: JSON for the cart UI's fetchers, and a 303
 * back to the page for a plain form post, so the whole cart works without JavaScript.
 */

const DEFAULT_RETURN_PATH = "/buy?step=4";

/** Every answer is the one cart model the browser checks (cart-model.ts); a read adds the badge's count. */
function json(body: CartAnswerBody & { itemCount?: number }, status: number, headers: Headers): Response {
  headers.set("Cache-Control", "no-store");
  headers.set("Content-Type", "application/json; charset=utf-8");
  return new Response(JSON.stringify(body), { status, headers });
}

/** GET /api/cart: the cart for the header badge and the cart panel, never cached. */
export async function cartReadResponse(request: Request): Promise<Response> {
  try {
    const { cart, headers } = await getCart(request);
    return json({ cart, itemCount: cart?.itemCount ?? 0 }, 200, headers);
  } catch (error) {
    if (!(error instanceof ShopUnavailableError || error instanceof ShopError)) throw error;
    console.error(`[shop] reading the cart: ${error.message}`);
    const notices: CartNotice[] = [{ kind: "error", code: "SHOP_UNAVAILABLE", message: SHOP_UNAVAILABLE_MESSAGE }];
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
  return sameSitePath(value, DEFAULT_RETURN_PATH);
}

/**
 * POST /api/cart: one cart action. A post from another site never gets here: server.ts refuses it with
 * every other action's (http/same-origin.server.ts), before its body is read.
 */
export async function cartActionResponse(request: Request): Promise<Response> {
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    formData = new FormData();
  }
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

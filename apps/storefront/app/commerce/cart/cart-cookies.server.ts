import { z } from "zod";
import { config } from "../../config.server";
import { clearCookieLine, cookieValue, setCookieLine } from "../../cookies";
import type { CartNotice } from "./cart-model";

/** The cart id cookie, and the flash cookie that carries notices across a no-JavaScript form post's redirect. */

const cartIdName = `${config.appKey}_cart_id`;
const flashName = `${config.appKey}_cart_flash`;
const httpOnly = { httpOnly: true, secure: process.env.NODE_ENV === "production" };
const CART_MAX_AGE_S = 10 * 24 * 60 * 60;
const FLASH_MAX_AGE_S = 60;

/** A cart gid with its key, as the shop issues them; anything else is not ours. */
const cartGid = z
  .string()
  .max(512)
  .regex(/^gid:\/\/shopify\/Cart\/[A-Za-z0-9_-]+\?key=[A-Za-z0-9_-]+$/);

/** The cart id from the request, or null when absent or not a cart gid (tampered). */
export async function readCartId(request: Request): Promise<string | null> {
  const parsed = cartGid.safeParse(decoded(cookieValue(request.headers.get("Cookie"), cartIdName)));
  return parsed.success ? parsed.data : null;
}

/** Values are URI-encoded, so a gid's `=` and a notice's `;` never end a cookie early. */
function decoded(value: string | null): string | null {
  try {
    return value === null ? null : decodeURIComponent(value);
  } catch {
    return null;
  }
}

export async function serializeCartId(cartId: string): Promise<string> {
  return setCookieLine(cartIdName, encodeURIComponent(cartGid.parse(cartId)), {
    ...httpOnly,
    maxAgeSeconds: CART_MAX_AGE_S,
  });
}

export async function clearCartId(): Promise<string> {
  return clearCookieLine(cartIdName, httpOnly);
}

/** A browser keeps about 4 KB per cookie: a few notices of a sentence each always fit. */
const FLASH_NOTICES = 5;
const FLASH_MESSAGE_LENGTH = 300;

const flashNotices = z
  .array(z.object({ kind: z.enum(["error", "warning"]), code: z.string().nullable(), message: z.string() }))
  .max(FLASH_NOTICES);

export async function serializeCartFlash(notices: CartNotice[]): Promise<string> {
  const kept = notices
    .slice(0, FLASH_NOTICES)
    .map((entry) => ({ ...entry, message: entry.message.slice(0, FLASH_MESSAGE_LENGTH) }));
  const value = encodeURIComponent(JSON.stringify(kept));
  return setCookieLine(flashName, value, { ...httpOnly, maxAgeSeconds: FLASH_MAX_AGE_S });
}

function parseFlash(value: string): CartNotice[] {
  try {
    const parsed = flashNotices.safeParse(JSON.parse(decoded(value) ?? ""));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** The notices a no-JavaScript cart action left for the page it redirected to. Reading clears them. */
export async function readCartFlash(request: Request): Promise<{ notices: CartNotice[]; headers: Headers }> {
  const headers = new Headers();
  const value = cookieValue(request.headers.get("Cookie"), flashName);
  if (value === null) return { notices: [], headers };
  headers.append("Set-Cookie", clearCookieLine(flashName, httpOnly));
  return { notices: parseFlash(value), headers };
}

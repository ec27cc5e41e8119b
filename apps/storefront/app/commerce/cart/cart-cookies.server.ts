import { createCookie } from "react-router";
import { z } from "zod";
import { config } from "../../config.server";
import type { CartNotice } from "./cart-model";

/**
 * The cart id cookie (DESIGN "Cookies and session") and the flash cookie that carries notices
 * across a no-JavaScript form post's redirect.
 */

const CART_MAX_AGE_S = 10 * 24 * 60 * 60;
const FLASH_MAX_AGE_S = 60;
const secure = process.env.NODE_ENV === "production";

const cartIdCookie = createCookie(`${config.appKey}_cart_id`, {
  httpOnly: true,
  sameSite: "lax",
  secure,
  path: "/",
  maxAge: CART_MAX_AGE_S,
});

const flashCookie = createCookie(`${config.appKey}_cart_flash`, {
  httpOnly: true,
  sameSite: "lax",
  secure,
  path: "/",
  maxAge: FLASH_MAX_AGE_S,
});

/** A cart gid with its key, as the shop issues them; anything else was not written by us. */
const cartGid = z
  .string()
  .max(512)
  .regex(/^gid:\/\/shopify\/Cart\/[A-Za-z0-9_-]+\?key=[A-Za-z0-9_-]+$/);

/** The cart id from the request, or null when absent, unreadable or not a cart gid (tampered). */
export async function readCartId(request: Request): Promise<string | null> {
  try {
    const parsed = cartGid.safeParse(await cartIdCookie.parse(request.headers.get("Cookie")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function serializeCartId(cartId: string): Promise<string> {
  return cartIdCookie.serialize(cartId);
}

export function clearCartId(): Promise<string> {
  return cartIdCookie.serialize("", { maxAge: 0, expires: new Date(0) });
}

/** A browser keeps about 4 KB per cookie: a few notices of a sentence each always fit. */
const FLASH_NOTICES = 5;
const FLASH_MESSAGE_LENGTH = 300;

const flashNotices = z
  .array(z.object({ kind: z.enum(["error", "warning"]), code: z.string().nullable(), message: z.string() }))
  .max(FLASH_NOTICES);

export function serializeCartFlash(notices: CartNotice[]): Promise<string> {
  return flashCookie.serialize(
    notices
      .slice(0, FLASH_NOTICES)
      .map((entry) => ({ ...entry, message: entry.message.slice(0, FLASH_MESSAGE_LENGTH) })),
  );
}

/**
 * The notices a no-JavaScript cart action left for the page it redirected to (engineer F's /buy).
 * Reading clears them: `headers` carries the Set-Cookie that the loader must return.
 */
export async function readCartFlash(request: Request): Promise<{ notices: CartNotice[]; headers: Headers }> {
  const headers = new Headers();
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader?.includes(`${config.appKey}_cart_flash=`)) return { notices: [], headers };
  headers.append("Set-Cookie", await flashCookie.serialize("", { maxAge: 0, expires: new Date(0) }));
  try {
    const parsed = flashNotices.safeParse(await flashCookie.parse(cookieHeader));
    return { notices: parsed.success ? parsed.data : [], headers };
  } catch {
    return { notices: [], headers };
  }
}

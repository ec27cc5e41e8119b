import { z } from "zod";
import { config } from "../../config.server";
import { cookieValue, setCookieLine } from "../../cookies";
import type { Cart, CartLine } from "./cart-model";

/**
 * The running item number, allocated here only: a form sent twice replaces its set instead of adding
 * another, and a cookie remembers each number handed out, so two tabs at step 3 never share one.
 */

/** The largest number an add may carry (cart-form.ts). */
const MAX_ITEM_NUMBER = 999_999;

const issuedName = `${config.appKey}_item_number`;
const ISSUED_MAX_AGE_S = 10 * 24 * 60 * 60;

const issuedNumber = z
  .string()
  .regex(/^\d{1,6}$/)
  .transform(Number)
  .pipe(z.number().max(MAX_ITEM_NUMBER));

/** The number after every line's: what an add that carries none takes. */
export function nextItemNumber(cart: Cart | null): number {
  const numbers = (cart?.lines ?? []).map((line) => line.itemNumber ?? 0);
  return Math.min(MAX_ITEM_NUMBER, Math.max(0, ...numbers) + 1);
}

/** The line this session's add already numbered, which that add replaces rather than adding another. */
export function lineNumbered(cart: Cart | null, itemNumber: number, uid: string): CartLine | undefined {
  return cart?.lines.find((line) => line.itemNumber === itemNumber && line.uid === uid);
}

type Contents = Pick<CartLine, "variantId" | "quantity" | "premiumPackaging" | "measured">;

/** A repeated submit of the same set changes nothing: it is replaced only when its contents differ. */
export function sameContents(line: Contents, wanted: Contents): boolean {
  return (
    line.variantId === wanted.variantId &&
    line.quantity === wanted.quantity &&
    line.premiumPackaging === wanted.premiumPackaging &&
    line.measured === wanted.measured
  );
}

/** A tampered cookie only loses the memory of numbers handed out: the cart's own lines still count. */
function lastIssued(request: Request): number {
  const read = issuedNumber.safeParse(cookieValue(request.headers.get("Cookie"), issuedName));
  return read.success ? read.data : 0;
}

/** The number for the next set this shopper adds, and the Set-Cookie that remembers it was given out. */
export async function issueItemNumber(
  request: Request,
  cart: Cart | null,
): Promise<{ itemNumber: number; setCookie: string }> {
  const itemNumber = Math.min(MAX_ITEM_NUMBER, Math.max(nextItemNumber(cart), lastIssued(request) + 1));
  const secure = process.env.NODE_ENV === "production";
  const setCookie = setCookieLine(issuedName, String(itemNumber), {
    maxAgeSeconds: ISSUED_MAX_AGE_S,
    httpOnly: true,
    secure,
  });
  return { itemNumber, setCookie };
}

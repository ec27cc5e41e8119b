import { createCookie } from "react-router";
import { z } from "zod";
import { config } from "../../config.server";
import type { Cart, CartLine } from "./cart-model";

/**
 * The running item number, allocated here only. /buy's step 3 form carries the number its set
 * will take, so submitting the same form twice (a double click, a page sent again) replaces that item
 * instead of adding another. Every number handed out is remembered in a cookie, so two tabs of one
 * shopper, each at step 3, are given different numbers and both sets reach the cart.
 */

/** The largest number an add may carry (cart-form.ts). */
const MAX_ITEM_NUMBER = 999_999;

const issuedCookie = createCookie(`${config.appKey}_item_number`, {
  httpOnly: true,
  sameSite: "lax",
  secure: process.env.NODE_ENV === "production",
  path: "/",
  maxAge: 10 * 24 * 60 * 60,
});

const issuedNumber = z.number().int().min(0).max(MAX_ITEM_NUMBER);

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

async function lastIssued(request: Request): Promise<number> {
  try {
    const read = issuedNumber.safeParse(await issuedCookie.parse(request.headers.get("Cookie")));
    return read.success ? read.data : 0;
  } catch {
    // A tampered cookie only loses the memory of numbers handed out: the cart's own lines still count.
    return 0;
  }
}

/** The number for the next set this shopper adds, and the Set-Cookie that remembers it was given out. */
export async function issueItemNumber(
  request: Request,
  cart: Cart | null,
): Promise<{ itemNumber: number; setCookie: string }> {
  const itemNumber = Math.min(MAX_ITEM_NUMBER, Math.max(nextItemNumber(cart), (await lastIssued(request)) + 1));
  return { itemNumber, setCookie: await issuedCookie.serialize(itemNumber) };
}

import { randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { gid, parseGid } from "../ids.js";
import type { StoredCart, StoredLine } from "../store/cart-store.js";

export function newCartToken(): string {
  return randomBytes(18).toString("base64url");
}

export function newCartSecret(): string {
  return randomBytes(16).toString("hex");
}

export function newLineId(): string {
  return randomUUID();
}

export function cartGid(cart: StoredCart): string {
  return gid("Cart", cart.token, { key: cart.secret });
}

export function lineGid(cart: StoredCart, line: StoredLine): string {
  return gid("CartLine", line.id, { cart: cart.token });
}

export interface CartReference {
  token: string;
  key: string | null;
}

export function parseCartGid(value: string): CartReference | null {
  const parsed = parseGid(value);
  if (!parsed || parsed.type !== "Cart" || parsed.id === "") return null;
  return { token: parsed.id, key: parsed.params.get("key") };
}

/** Finds a line by its gid; the `?cart=` token must name this cart. */
export function findLineIndex(cart: StoredCart, lineId: string): number {
  const parsed = parseGid(lineId);
  if (!parsed || parsed.type !== "CartLine" || parsed.params.get("cart") !== cart.token) return -1;
  return cart.lines.findIndex((line) => line.id === parsed.id);
}

/** Constant-time comparison, so response timing does not reveal how much of a key was right. */
export function keyMatches(cart: StoredCart, key: string | null): boolean {
  if (key === null) return false;
  const expected = Buffer.from(cart.secret);
  const given = Buffer.from(key);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

import * as z from "zod/mini";
import { formText as text } from "./fields.js";

/**
 * One builder for the /buy address of a set, so the back-in-stock email always opens the size and
 * depth the shopper asked for; the CMS reads webhooks with the storefront's keys.
 */

export const PRODUCT_LINES = ["classic", "premium"] as const;
export type ProductLineKey = (typeof PRODUCT_LINES)[number];

/** A size group's key as it appears in /buy's address, e.g. "super-king". */
export const SIZE_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+){0,5}$/;
export const SIZE_KEY_MAX_LENGTH = 40;
/** A variant's key (the last segment of its gid): /buy's `depth`, which names the depth within the size. */
export const VARIANT_KEY_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const SOLD_OUT_SET_FIELDS = ["line", "size", "depth"] as const;
export const SET_MESSAGE = "We couldn't tell which set this was. Please choose it again on the page.";

/**
 * A whole size can be sold out before a depth is chosen (step 1): its request names no depth and
 * means any depth of that size, so `depth` may be empty.
 */
export const soldOutSetRule = z.object({
  line: z.pipe(text, z.enum(PRODUCT_LINES, SET_MESSAGE)),
  size: z.pipe(
    text,
    z.string().check(z.maxLength(SIZE_KEY_MAX_LENGTH, SET_MESSAGE), z.regex(SIZE_KEY_PATTERN, SET_MESSAGE)),
  ),
  depth: z.pipe(text, z.string().check(z.regex(new RegExp(`^$|${VARIANT_KEY_PATTERN.source}`), SET_MESSAGE))),
});
export type SoldOutSet = z.output<typeof soldOutSetRule>;

/** "Super King" → "super-king": a size as it appears in URLs and form values. */
export function sizeKeyOf(label: string): string {
  return label
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Which of the shop's two sets a product is, by its handle or title; null for anything else. */
export function productLineOf(handle: string, title = ""): ProductLineKey | null {
  const text = `${handle} ${title}`.toLowerCase();
  if (text.includes("premium")) return "premium";
  if (text.includes("classic")) return "classic";
  return null;
}

/** /buy's step that shows the chosen size's depths, the chosen one selected. */
export const DEPTH_STEP = 2;

/**
 * The address parameters that choose a set on /buy, in /buy's own order, as name-value pairs (this
 * package runs where URLSearchParams may not be typed: the CMS's build has no DOM library).
 */
export function setSearchEntries(
  step: number,
  set: { line: string; size: string | null; depth: string | null },
): [string, string][] {
  const entries: [string, string][] = [
    ["step", String(step)],
    ["line", set.line],
  ];
  if (set.size) entries.push(["size", set.size]);
  if (set.size && set.depth) entries.push(["depth", set.depth]);
  return entries;
}

/** Where a back-in-stock email sends the shopper: /buy at the depth step with their set chosen. */
export function restockPath(set: SoldOutSet): string {
  const query = setSearchEntries(DEPTH_STEP, { ...set, depth: set.depth || null })
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join("&");
  return `/buy?${query}`;
}

import { shopError } from "./errors.js";

/** Shopify's Storefront API serves at most 250 nodes per page. */
export const MAX_PAGE_SIZE = 250;

export interface PageArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
  reverse?: boolean | null;
}

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  nodes: T[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

/** Cursors look like Shopify's: base64 JSON naming the last id and sort value seen. */
export function encodeCursor(id: string, value: string | number): string {
  return Buffer.from(JSON.stringify({ last_id: id, last_value: String(value) })).toString("base64");
}

function cursorId(cursor: string): string {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(cursor, "base64").toString("utf8"));
    if (
      typeof decoded === "object" &&
      decoded !== null &&
      "last_id" in decoded &&
      typeof decoded.last_id === "string"
    ) {
      return decoded.last_id;
    }
  } catch {
    // falls through to the error below
  }
  throw shopError(`Invalid cursor for current pagination sort.`, "BAD_REQUEST");
}

function checkPageSize(name: "first" | "last", size: number | null | undefined): void {
  if (size == null) return;
  if (size < 0 || size > MAX_PAGE_SIZE) {
    throw shopError(`The ${name} argument must be between 0 and ${MAX_PAGE_SIZE}, got ${size}.`, "BAD_REQUEST");
  }
}

/** Relay pagination. A cursor names an item's id, so one for a vanished item is refused, not guessed at. */
export function paginate<T, N>(
  items: readonly T[],
  args: PageArgs,
  keyOf: (item: T) => { id: string; value: string | number },
  present: (item: T) => N,
): Connection<N> {
  if (args.first == null && args.last == null) throw shopError("you must provide one of first or last", "BAD_REQUEST");
  checkPageSize("first", args.first);
  checkPageSize("last", args.last);
  const ordered = args.reverse ? [...items].reverse() : [...items];
  const indexOf = (cursor: string) => {
    const id = cursorId(cursor);
    const index = ordered.findIndex((item) => keyOf(item).id === id);
    if (index === -1) throw shopError(`Invalid cursor for current pagination sort.`, "BAD_REQUEST");
    return index;
  };
  let start = args.after ? indexOf(args.after) + 1 : 0;
  let end = args.before ? indexOf(args.before) : ordered.length;
  if (end < start) end = start;
  if (args.first != null) end = Math.min(end, start + args.first);
  if (args.last != null) start = Math.max(start, end - args.last);
  const edges = ordered.slice(start, end).map((item) => {
    const key = keyOf(item);
    return { cursor: encodeCursor(key.id, key.value), node: present(item) };
  });
  return {
    edges,
    nodes: edges.map((edge) => edge.node),
    pageInfo: {
      hasNextPage: end < ordered.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

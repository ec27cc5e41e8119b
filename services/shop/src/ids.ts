/**
 * Shopify global ids. They are opaque to clients, but this service mints and reads them, so the
 * parsing lives here. `new URL()` handles the `gid://shopify/Type/id?query` form.
 */
export type GidType =
  "Product" | "ProductVariant" | "ProductImage" | "ProductOption" | "ProductOptionValue" | "Cart" | "CartLine";

export interface ParsedGid {
  type: string;
  id: string;
  params: URLSearchParams;
}

export function gid(type: GidType, id: string, params?: Record<string, string>): string {
  const query = params ? `?${new URLSearchParams(params).toString()}` : "";
  return `gid://shopify/${type}/${id}${query}`;
}

export function parseGid(value: string): ParsedGid | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "gid:" || url.host !== "shopify") return null;
  const segments = url.pathname.split("/").filter(Boolean);
  if (segments.length !== 2) return null;
  const [type, id] = segments as [string, string];
  // A malformed escape (`%ZZ`) is a bad id from the client, answered like any other invalid id.
  try {
    return { type, id: decodeURIComponent(id), params: url.searchParams };
  } catch {
    return null;
  }
}

export function numericIdOf(value: string, type: GidType): string | null {
  const parsed = parseGid(value);
  if (!parsed || parsed.type !== type || !/^\d+$/.test(parsed.id)) return null;
  return parsed.id;
}

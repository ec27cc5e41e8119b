import { z } from "zod";
import { benchUrls } from "./stack.js";

/**
 * One shopper's browser as far as /api/cart can tell: its own cookies, and requests sent as
 * app/cart/cart-store.ts sends them.
 */

const cartLine = z.object({
  id: z.string(),
  quantity: z.number(),
  variantId: z.string(),
  premiumPackaging: z.boolean(),
  itemNumber: z.number().nullable(),
});
export type ServerLine = z.infer<typeof cartLine>;

const cartAnswer = z.object({
  cart: z.object({ lines: z.array(cartLine) }).nullable(),
  notices: z.array(z.object({ kind: z.string(), code: z.string().nullable(), message: z.string() })).optional(),
});
export type CartAnswer = z.infer<typeof cartAnswer>;

export type CartResponse = { status: number; ms: number; answer: CartAnswer | null };

/**
 * The storefront sets only host-only session cookies on one origin, so a name → value map that
 * honours deletion (Max-Age=0 or a past Expires) is the whole jar.
 */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(headers: Headers): void {
    for (const setCookie of headers.getSetCookie()) {
      const [pair = "", ...attributes] = setCookie.split(";");
      const separator = pair.indexOf("=");
      if (separator < 1) continue;
      const name = pair.slice(0, separator).trim();
      const expired = attributes.some((attribute) => {
        const [key = "", value = ""] = attribute.split("=").map((part) => part.trim());
        if (key.toLowerCase() === "max-age") return Number(value) <= 0;
        return key.toLowerCase() === "expires" && Date.parse(value) <= Date.now();
      });
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(separator + 1).trim());
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

export class CartSession {
  private readonly jar = new CookieJar();

  /**
   * `forwardedFor`: the shopper's own address, as a balancer names it in X-Forwarded-For; a storefront that
   * trusts no proxy ignores it, one behind a balancer (TRUST_PROXY) counts its per-client limits by it.
   */
  constructor(
    private readonly origin: string = benchUrls.storefront,
    private readonly forwardedFor?: string,
  ) {}

  private headers(): Record<string, string> {
    const headers: Record<string, string> = {
      Accept: "application/json",
      Origin: this.origin,
      "Sec-Fetch-Site": "same-origin",
      "Sec-Fetch-Mode": "cors",
      "Sec-Fetch-Dest": "empty",
    };
    const cookie = this.jar.header();
    if (cookie) headers.Cookie = cookie;
    if (this.forwardedFor) headers["X-Forwarded-For"] = this.forwardedFor;
    return headers;
  }

  private async send(init: RequestInit): Promise<CartResponse> {
    const started = performance.now();
    const response = await fetch(`${this.origin}/api/cart`, {
      ...init,
      headers: this.headers(),
      signal: AbortSignal.timeout(30_000),
    });
    const body: unknown = await response.json().catch(() => null);
    const ms = performance.now() - started;
    this.jar.store(response.headers);
    const parsed = cartAnswer.safeParse(body);
    return { status: response.status, ms, answer: parsed.success ? parsed.data : null };
  }

  /** One cart action, its fields exactly as the cart UI's forms name them. */
  post(fields: Record<string, string | string[]>): Promise<CartResponse> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      for (const entry of Array.isArray(value) ? value : [value]) form.append(name, entry);
    }
    return this.send({ method: "POST", body: form });
  }

  read(): Promise<CartResponse> {
    return this.send({ method: "GET" });
  }
}

/** The add form of /buy step 3: the hidden "false" then the ticked checkbox's "true" (last value wins). */
export function addFields(
  variantKey: string,
  itemNumber: number,
  premiumPackaging: boolean,
): Record<string, string | string[]> {
  return {
    intent: "add",
    variantKey,
    itemNumber: String(itemNumber),
    premiumPackaging: premiumPackaging ? ["false", "true"] : "false",
  };
}

const catalogueAnswer = z.object({
  data: z.object({
    products: z.object({
      nodes: z.array(
        z.object({
          variants: z.object({
            nodes: z.array(
              z.object({ id: z.string(), availableForSale: z.boolean(), quantityAvailable: z.number().nullable() }),
            ),
          }),
        }),
      ),
    }),
  }),
});

export type StockedVariant = { key: string; id: string; stock: number };

/** Variants for sale with their stock, read from the shop so the bench never hard-codes its catalogue. */
export async function variantsForSale(shopGraphql: string = benchUrls.shopGraphql): Promise<StockedVariant[]> {
  const response = await fetch(shopGraphql, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      query:
        "query BenchVariants { products(first: 50) { nodes { variants(first: 100) { nodes { id availableForSale quantityAvailable } } } } }",
    }),
  });
  const products = catalogueAnswer.parse(await response.json()).data.products.nodes;
  const variants = products
    .flatMap((product) => product.variants.nodes)
    .filter((variant) => variant.availableForSale && (variant.quantityAvailable ?? 0) > 0)
    .map((variant) => ({
      key: variant.id.split("/").pop() ?? "",
      id: variant.id,
      stock: variant.quantityAvailable ?? 0,
    }));
  if (variants.length === 0) throw new Error("the shop has no variant for sale, so the cart cannot be measured");
  return variants;
}

import { describe, expect, it } from "vitest";
import { findDepth, findSize, gidKey, productLineOf, sizeSlug } from "../app/commerce/catalogue";
import { parseCartIntent } from "../app/commerce/cart/cart-form";
import { readCartFlash, serializeCartFlash } from "../app/commerce/cart/cart-cookies.server";
import { safeReturnPath } from "../app/commerce/cart/cart-http.server";
import { isAllowedCheckoutUrl } from "../app/commerce/cart/cart-handler.server";
import { formatMoney, formatWholeDollars } from "../app/commerce/money";

const aud = (amount: string) => ({ amount, currencyCode: "AUD" });

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

describe("money", () => {
  it("rounds prices up to a whole dollar and shows $N.00 with Australian grouping", () => {
    expect(formatWholeDollars(aud("850.0"))).toBe("$850.00");
    expect(formatWholeDollars(aud("849.01"))).toBe("$850.00");
    expect(formatWholeDollars(aud("1049.5"))).toBe("$1,050.00");
    expect(formatWholeDollars(aud("1050"))).toBe("$1,050.00");
  });

  it("formats totals with two fraction digits and a missing total as $0.00", () => {
    expect(formatMoney(aud("765.5"))).toBe("$765.50");
    expect(formatMoney(aud("1912.05"))).toBe("$1,912.05");
    expect(formatMoney(null)).toBe("$0.00");
  });
});

describe("catalogue helpers", () => {
  it("takes the variant key from the gid's path, never its query string", () => {
    expect(gidKey("gid://shopify/ProductVariant/44700000001003")).toBe("44700000001003");
    expect(gidKey("gid://shopify/ProductVariant/44700000001003?foo=bar")).toBe("44700000001003");
    expect(gidKey("not a gid")).toBe("");
  });

  it("names sizes in lower case with hyphens and tells the product lines apart", () => {
    expect(sizeSlug("Super King")).toBe("super-king");
    expect(productLineOf("classic-sheet-set")).toBe("classic");
    expect(productLineOf("premium-sheet-set")).toBe("premium");
    expect(productLineOf("gift-card", "Gift card")).toBeNull();
  });

  it("finds a size by slug or label and a depth by value, key or gid", () => {
    const price = aud("850.0");
    const depth = {
      depth: "21-25 cm",
      variantId: "gid://shopify/ProductVariant/7",
      variantKey: "7",
      sku: null,
      price,
      availableForSale: true,
    };
    const group = { size: "super-king", label: "Super King", isDefault: true, available: true, price, depths: [depth] };
    const product = { line: "classic" as const, handle: "h", title: "t", description: "", image: null, sizes: [group] };
    expect(findSize(product, "Super King")).toBe(group);
    expect(findSize(product, "queen")).toBeUndefined();
    expect(findDepth(group, "7")).toBe(depth);
    expect(findDepth(group, "21-25 cm")).toBe(depth);
    expect(findDepth(group, "gid://shopify/ProductVariant/7")).toBe(depth);
    expect(findDepth(group, "8")).toBeUndefined();
  });
});

describe("cart intents", () => {
  it("reads a valid add with its defaults: quantity 1 and premium packaging on", () => {
    expect(parseCartIntent(form({ intent: "add", variantKey: "44700000001003" }))).toEqual({
      ok: true,
      intent: { intent: "add", variantKey: "44700000001003", quantity: 1, premiumPackaging: true, measured: null },
    });
  });

  it("takes a repeated field's last value, so a checkbox after a hidden default works without JavaScript", () => {
    const data = form({
      intent: "set-packaging",
      lineId: "gid://shopify/CartLine/a?cart=b",
      premiumPackaging: "false",
    });
    data.append("premiumPackaging", "on");
    expect(parseCartIntent(data)).toMatchObject({ ok: true, intent: { premiumPackaging: true } });
  });

  it("accepts quantities 0 to 30 for an update and 1 to 30 for an add, whole numbers only", () => {
    const lineId = "gid://shopify/CartLine/a?cart=b";
    expect(parseCartIntent(form({ intent: "set-quantity", lineId, quantity: "0" })).ok).toBe(true);
    expect(parseCartIntent(form({ intent: "set-quantity", lineId, quantity: "30" })).ok).toBe(true);
    for (const quantity of ["31", "-1", "2.5", "1e1", "", "abc"]) {
      expect(parseCartIntent(form({ intent: "set-quantity", lineId, quantity }))).toEqual({
        ok: false,
        message: "Please enter a whole number from 0 to 30.",
      });
    }
    expect(parseCartIntent(form({ intent: "add", variantKey: "1", quantity: "0" }))).toEqual({
      ok: false,
      message: "Please enter a whole number from 1 to 30.",
    });
  });

  it("answers a few hundred malformed requests with a message and never throws", () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)] as T;
    const intents = [
      "add",
      "set-quantity",
      "set-packaging",
      "remove",
      "apply-code",
      "remove-code",
      "ADD",
      "",
      "drop table",
    ];
    const values = [
      "",
      " ",
      "-1",
      "31",
      "1.5",
      "NaN",
      "gid://shopify/Cart/x",
      "<script>",
      "x".repeat(600),
      "\u0000",
      "🛏️",
      "9".repeat(40),
    ];
    const fields = ["variantKey", "quantity", "premiumPackaging", "itemNumber", "lineId", "code"];
    for (let round = 0; round < 300; round += 1) {
      const data = form({ intent: pick(intents) });
      for (let count = Math.floor(random() * 4); count > 0; count -= 1) data.append(pick(fields), pick(values));
      const result = parseCartIntent(data);
      if (!result.ok) expect(result.message.length).toBeGreaterThan(10);
    }
  });
});

describe("checkout allow-list", () => {
  const shopApi = "http://localhost:4000/api/2026-04/graphql.json";

  it("allows the shop's own host and the configured extra hosts", () => {
    expect(isAllowedCheckoutUrl("http://localhost:4000/cart/c/abc?key=1", shopApi, [])).toBe(true);
    expect(
      isAllowedCheckoutUrl("https://checkout.bedsmade.com.au/cart/c/abc?key=1", shopApi, ["checkout.bedsmade.com.au"]),
    ).toBe(true);
  });

  it("refuses any other host, port, scheme or credentials", () => {
    expect(isAllowedCheckoutUrl("https://evil.example/cart/c/abc", shopApi, [])).toBe(false);
    expect(isAllowedCheckoutUrl("http://localhost:4001/cart/c/abc", shopApi, [])).toBe(false);
    expect(isAllowedCheckoutUrl("javascript:alert(1)", shopApi, [])).toBe(false);
    expect(isAllowedCheckoutUrl("http://user:pw@localhost:4000/cart", shopApi, [])).toBe(false);
    expect(
      isAllowedCheckoutUrl("https://checkout.bedsmade.com.au.evil.example/", shopApi, ["checkout.bedsmade.com.au"]),
    ).toBe(false);
  });
});

describe("return paths after a form post", () => {
  it("keeps same-site paths and replaces anything else with step 4 of /buy", () => {
    expect(safeReturnPath("/buy?step=2")).toBe("/buy?step=2");
    for (const bad of ["https://evil.example/", "//evil.example/", "/\\evil.example", "buy", null]) {
      expect(safeReturnPath(bad)).toBe("/buy?step=4");
    }
  });
});

describe("flash notices after a form post", () => {
  const withCookie = (cookie: string) =>
    new Request("http://localhost:3000/buy?step=4", { headers: { Cookie: cookie } });

  it("carries notices to the next page once, and clears them as they are read", async () => {
    const notices = [
      { kind: "error" as const, code: "DISCOUNT_NOT_APPLICABLE", message: "This promo code is invalid" },
    ];
    const [pair = ""] = (await serializeCartFlash(notices)).split(";");
    const read = await readCartFlash(withCookie(pair));
    expect(read.notices).toEqual(notices);
    expect(read.headers.get("Set-Cookie")).toMatch(/^bedsmade_cart_flash=; .*Max-Age=0/);
  });

  it("reads nothing from a missing or tampered flash cookie", async () => {
    expect((await readCartFlash(withCookie("other=1"))).notices).toEqual([]);
    const forged = Buffer.from(JSON.stringify([{ kind: "script", message: 1 }])).toString("base64");
    expect((await readCartFlash(withCookie(`bedsmade_cart_flash=${forged}`))).notices).toEqual([]);
    expect((await readCartFlash(withCookie("bedsmade_cart_flash=%%%"))).notices).toEqual([]);
  });
});

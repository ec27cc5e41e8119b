import { checkFormData, restockPath, SET_MESSAGE, validateFields } from "@bedsmade/form-rules";
import { describe, expect, it } from "vitest";
import { addressAgrees, buySearchParams, parseBuyState } from "../app/purchase/buy-state";
import { sellableSelection, settleStep } from "../app/purchase/selection-rules";
import { soldOutModalId } from "../app/purchase/buy-state";
import type { Catalogue } from "../app/commerce/types";

/**
 * The back-in-stock link (the CMS's restockPath) is checked against /buy's own reading of its
 * address, so a change to either shows here.
 */

const email = "sam@example.com";

describe("a sold-out request", () => {
  it("names its line, size and depth; the depth may be empty for a whole sold-out size", () => {
    expect(checkFormData({ formType: "sold-out", email, line: "premium", size: "super-king", depth: "4470" })).toEqual({
      ok: true,
      formType: "sold-out",
      values: { email, line: "premium", size: "super-king", depth: "4470" },
    });
    expect(validateFields("sold-out", { email, line: "classic", size: "queen", depth: "" })).toEqual({});
  });

  it.each([
    ["no set", {}, ["line", "size"]],
    ["an unknown line", { line: "deluxe", size: "queen", depth: "" }, ["line"]],
    ["a size that is no key", { line: "classic", size: "Queen Size!", depth: "" }, ["size"]],
    ["a depth that is no variant key", { line: "classic", size: "queen", depth: "a b" }, ["depth"]],
  ])("is refused with %s", (_case, set, fields) => {
    const errors = validateFields("sold-out", { email, ...set });
    expect(Object.keys(errors).sort()).toEqual(fields);
    for (const field of fields) expect(errors[field]).toBe(SET_MESSAGE);
  });

  it("has a modal of its own without script, one per set", () => {
    expect(soldOutModalId({ line: "classic", size: "queen", depth: "44700000001006" })).toBe(
      "sold-out-modal-classic-queen-44700000001006",
    );
    expect(soldOutModalId({ line: "classic", size: "super-king", depth: "" })).toBe(
      "sold-out-modal-classic-super-king",
    );
  });
});

describe("the back-in-stock link", () => {
  const depth = (variantKey: string, availableForSale: boolean) => ({
    depth: "15-20 cm",
    variantId: `gid://shopify/ProductVariant/${variantKey}`,
    variantKey,
    sku: null,
    price: { amount: "850.0", currencyCode: "AUD" },
    availableForSale,
  });
  const catalogue: Catalogue = {
    products: [
      {
        line: "classic",
        handle: "classic-sheet-set",
        title: "Classic Sheet Set",
        description: "",
        image: null,
        sizes: [
          {
            size: "queen",
            label: "Queen",
            isDefault: true,
            available: true,
            price: { amount: "850.0", currencyCode: "AUD" },
            depths: [depth("44700000001006", true), depth("44700000001007", true)],
          },
        ],
      },
    ],
  };

  /** What /buy's loader settles the address to, and whether it renders it without a redirect. */
  function open(path: string) {
    const url = new URL(path, "http://shop.test");
    const requested = parseBuyState(url.searchParams, false);
    const state = settleStep({ ...requested, ...sellableSelection(requested, catalogue) });
    return { url, state, rendersAsIs: addressAgrees(url.searchParams, buySearchParams(state), state, false) };
  }

  it("opens /buy at the depth step with the size and the depth chosen, no redirect", () => {
    const path = restockPath({ line: "classic", size: "queen", depth: "44700000001006" });
    expect(path).toBe("/buy?step=2&line=classic&size=queen&depth=44700000001006");
    const { url, state, rendersAsIs } = open(path);
    expect(url.pathname).toBe("/buy");
    expect(state).toMatchObject({ step: 2, line: "classic", size: "queen", depth: "44700000001006", missing: null });
    expect(rendersAsIs).toBe(true);
  });

  it("for a request on a whole size, opens the depth step with the size chosen", () => {
    const { state, rendersAsIs } = open(restockPath({ line: "classic", size: "queen", depth: "" }));
    expect(state).toMatchObject({ step: 2, size: "queen", depth: null, missing: null });
    expect(rendersAsIs).toBe(true);
  });
});

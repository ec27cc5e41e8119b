import { describe, expect, it } from "vitest";
import type { Catalogue, DepthChoice, SizeGroup } from "../app/commerce/types";
import type { BuyState } from "../app/purchase/buy-state";
import { FALLBACK_STEP_LABELS } from "../app/purchase/buy-copy";
import { availabilityLabel, depthTileName, sizePriceLabel, sizeTileName, STEP_GROUPS } from "../app/purchase/labels";
import {
  chooseDepth,
  chooseSize,
  inputNeededToLeave,
  MISSING_INPUT_MESSAGES,
  sellableSelection,
  settleStep,
} from "../app/purchase/selection-rules";

const aud = (amount: string) => ({ amount, currencyCode: "AUD" });

function depth(variantKey: string, availableForSale = true): DepthChoice {
  return {
    depth: `${variantKey} cm`,
    variantId: `gid://shopify/ProductVariant/${variantKey}`,
    variantKey,
    sku: null,
    price: aud("850.0"),
    availableForSale,
  };
}

function size(key: string, depths: DepthChoice[], price = "850.0"): SizeGroup {
  return {
    size: key,
    label: key,
    isDefault: false,
    available: depths.some((d) => d.availableForSale),
    price: aud(price),
    depths,
  };
}

const catalogue: Catalogue = {
  products: [
    {
      line: "classic",
      handle: "classic-sheet-set",
      title: "Classic",
      description: "",
      image: null,
      sizes: [size("queen", [depth("q1", false), depth("q2")]), size("super-king", [depth("s1", false)], "1050.0")],
    },
    {
      line: "premium",
      handle: "premium-sheet-set",
      title: "Premium",
      description: "",
      image: null,
      sizes: [size("queen", [depth("p1")])],
    },
  ],
};

const state = (overrides: Partial<BuyState>): BuyState => ({
  step: 1,
  line: "classic",
  size: null,
  depth: null,
  missing: null,
  fit: null,
  ...overrides,
});

describe("the form rules' messages", () => {
  it("uses the shop's fixed wording", () => {
    expect(MISSING_INPUT_MESSAGES.size).toBe("Please select a mattress size");
    expect(MISSING_INPUT_MESSAGES.depth).toBe("Please select a mattress depth");
  });
});

describe("inputNeededToLeave", () => {
  it("asks for a size on step 1 and a depth on step 2", () => {
    expect(inputNeededToLeave(1, state({}))).toBe("size");
    expect(inputNeededToLeave(1, state({ size: "queen" }))).toBeNull();
    expect(inputNeededToLeave(2, state({ size: "queen" }))).toBe("depth");
    expect(inputNeededToLeave(2, state({ size: "queen", depth: "q2" }))).toBeNull();
    expect(inputNeededToLeave(0, state({}))).toBeNull();
    expect(inputNeededToLeave(4, state({}))).toBeNull();
  });
});

describe("sellableSelection", () => {
  it("keeps a size and depth the shop can sell", () => {
    expect(sellableSelection(state({ size: "queen", depth: "q2" }), catalogue)).toMatchObject({
      size: "queen",
      depth: "q2",
    });
  });

  it("drops a sold-out depth, and a depth of another size or line", () => {
    expect(sellableSelection(state({ size: "queen", depth: "q1" }), catalogue).depth).toBeNull();
    expect(sellableSelection(state({ size: "queen", depth: "p1" }), catalogue).depth).toBeNull();
  });

  it("drops a sold-out or unknown size together with its depth", () => {
    expect(sellableSelection(state({ size: "super-king", depth: "s1" }), catalogue)).toMatchObject({
      size: null,
      depth: null,
    });
    expect(sellableSelection(state({ size: "california-king" }), catalogue).size).toBeNull();
  });
});

describe("settleStep", () => {
  it("sends a step without its size back to step 1, flagged", () => {
    expect(settleStep(state({ step: 3, depth: null }))).toMatchObject({ step: 1, missing: "size" });
    expect(settleStep(state({ step: 2 }))).toMatchObject({ step: 1, missing: "size" });
  });

  it("sends step 3 without a depth back to step 2, keeping the size", () => {
    expect(settleStep(state({ step: 3, size: "queen" }))).toMatchObject({ step: 2, size: "queen", missing: "depth" });
  });

  it("lets the checkout step and complete selections through unchanged", () => {
    expect(settleStep(state({ step: 4 }))).toMatchObject({ step: 4, missing: null });
    const complete = state({ step: 3, size: "queen", depth: "q2" });
    expect(settleStep(complete)).toEqual(complete);
  });

  it("keeps an error flag only where it is still true", () => {
    expect(settleStep(state({ step: 1, missing: "size" })).missing).toBe("size");
    expect(settleStep(state({ step: 1, size: "queen", missing: "size" })).missing).toBeNull();
    expect(settleStep(state({ step: 3, size: "queen", depth: "q2", missing: "depth" })).missing).toBeNull();
  });

  it("is stable: settling twice changes nothing", () => {
    const once = settleStep(state({ step: 3, size: "queen" }));
    expect(settleStep(once)).toEqual(once);
  });
});

describe("choosing", () => {
  it("resets the depth and clears the error when the size changes", () => {
    expect(chooseSize(state({ size: "queen", depth: "q2", missing: "size" }), "king")).toMatchObject({
      size: "king",
      depth: null,
      missing: null,
    });
  });

  it("clears the depth error when a depth is chosen", () => {
    expect(chooseDepth(state({ step: 2, size: "queen", missing: "depth" }), "q2")).toMatchObject({
      depth: "q2",
      missing: null,
    });
  });
});

describe("labels", () => {
  it("rounds prices up to whole dollars", () => {
    expect(sizePriceLabel(size("queen", [depth("a")], "849.5"))).toBe("$850.00");
    expect(sizePriceLabel(size("king", [depth("a")], "1050.0"))).toBe("$1,050.00");
    expect(sizePriceLabel(size("double", [depth("a")], "750.01"))).toBe("$751.00");
  });

  it("names sold-out sizes and depths SOLD OUT", () => {
    const soldOut = size("super-king", [depth("s1", false)], "1050.0");
    expect(availabilityLabel(soldOut)).toBe("SOLD OUT");
    expect(availabilityLabel(depth("x", false))).toBe("SOLD OUT");
    expect(availabilityLabel(depth("x"))).toBeNull();
    expect(sizeTileName(soldOut)).toBe("super-king, $1,050.00, SOLD OUT");
    expect(depthTileName(depth("x", false))).toBe("x cm, SOLD OUT");
    expect(depthTileName(depth("y"))).toBe("y cm");
  });

  it("labels the four steps, with the product choice and the size under Product", () => {
    expect(FALLBACK_STEP_LABELS).toEqual(["Product", "Details", "Services", "Checkout"]);
    expect(STEP_GROUPS).toEqual([[0, 1], [2], [3], [4]]);
  });
});

describe("the rules at their edges", () => {
  it("step 2 asks for the size first when both are missing, and step 3 for whichever is", () => {
    expect(inputNeededToLeave(2, state({}))).toBe("size");
    expect(inputNeededToLeave(3, state({}))).toBe("size");
    expect(inputNeededToLeave(3, state({ size: "queen" }))).toBe("depth");
    expect(inputNeededToLeave(3, state({ depth: "q2" }))).toBe("size");
    expect(inputNeededToLeave(3, state({ size: "queen", depth: "q2" }))).toBeNull();
    expect(inputNeededToLeave(0, state({}))).toBeNull();
    expect(inputNeededToLeave(4, state({}))).toBeNull();
  });

  it("step 3 with a size but no depth goes back to step 2, not step 1", () => {
    expect(settleStep(state({ step: 3, size: "queen" }))).toEqual(state({ step: 2, size: "queen", missing: "depth" }));
  });

  it("drops a flag the step does not ask for, or whose choice is made", () => {
    expect(settleStep(state({ step: 1, missing: "depth" })).missing).toBeNull();
    expect(settleStep(state({ step: 2, size: "queen", depth: "q2", missing: "depth" })).missing).toBeNull();
    expect(settleStep(state({ step: 1, missing: "size" })).missing).toBe("size");
    expect(settleStep(state({ step: 0, missing: null }))).toEqual(state({ step: 0 }));
  });

  it("choosing the size already chosen keeps its depth", () => {
    expect(chooseSize(state({ size: "queen", depth: "q2", missing: "size" }), "queen")).toEqual(
      state({ size: "queen", depth: "q2" }),
    );
  });

  it("keeps nothing of a line the shop does not sell", () => {
    const classicOnly: Catalogue = { products: catalogue.products.filter((product) => product.line === "classic") };
    expect(sellableSelection(state({ line: "premium", size: "queen", depth: "p1" }), classicOnly)).toEqual(
      state({ line: "premium" }),
    );
  });
});

describe("settleStep leaves alone what it need not touch", () => {
  it("the checkout step, even with nothing chosen", () => {
    expect(settleStep(state({ step: 4 }))).toEqual(state({ step: 4 }));
  });

  it("step 2 reached with a size: no depth error before the shopper has tried", () => {
    expect(settleStep(state({ step: 2, size: "queen" }))).toEqual(state({ step: 2, size: "queen" }));
  });
});

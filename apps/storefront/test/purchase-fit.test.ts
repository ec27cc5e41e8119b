import { checkMeasurement, type Measurement, REQUIRED_MESSAGE, UNIT_MESSAGE } from "@bedsmade/form-rules";
import { describe, expect, it } from "vitest";
import type { DepthChoice, Product, SizeGroup } from "../app/commerce/types";
import { addFitParams, readFitParams } from "../app/purchase/fit/fit-params";
import { infoSheetsSchema } from "../app/content/schemas/info-modal";
import {
  FIT_TOLERANCE_CM,
  fitTolerance,
  measuredSizes,
  measurementChose,
  recommendFit,
  type FitAnswer,
} from "../app/purchase/fit/fit-rule";

/** The measured sizes, as the CMS's size sheet holds them (tailored sheets first, pillowcases second). */
const sizeSheet = {
  heading: "Measurement specs",
  text: null,
  fitToleranceCm: null,
  sizeSpecs: [
    ["Double", "double", 138.5, 190],
    ["Queen", "queen", 152.5, 203],
    ["King", "king", 183.5, 203],
    ["Super King", "super-king", 203, 203],
  ].map(([size, sizeKey, width, length]) => ({
    size: size as string,
    sizeKey: sizeKey as string,
    tables: [
      { heading: "Tailored Sheets", width: width as number, length: length as number, depth: "Variable", notes: null },
      { heading: "Pillowcases", width: 51, length: 76, depth: null, notes: null },
    ],
  })),
};
const sizes = measuredSizes(sizeSheet);

/** The depth ranges, as the shop names its variants' depth option; `soldOut` lists "size/range" pairs. */
const PRICE = { amount: "850.0", currencyCode: "AUD" };
const RANGES = ["15-20 cm", "21-25 cm", "26-30 cm", "31-35 cm", "36-40 cm"];
function product(soldOut: string[] = []): Product {
  const group = (size: string): SizeGroup => {
    const depths: DepthChoice[] = RANGES.map((depth, index) => ({
      depth,
      variantId: `gid://shopify/ProductVariant/${size}-${index}`,
      variantKey: `${size}-${index}`,
      sku: null,
      price: PRICE,
      availableForSale: !soldOut.includes(`${size}/${depth}`),
    }));
    const available = depths.some((depth) => depth.availableForSale);
    return { size, label: size, isDefault: false, available, price: PRICE, depths };
  };
  return {
    line: "classic",
    handle: "classic-sheet-set",
    title: "Classic",
    description: "",
    image: null,
    sizes: ["double", "queen", "king", "super-king"].map(group),
  };
}

const measure = (width: number, length: number, depth: number, unit: Measurement["unit"] = "cm"): Measurement => ({
  unit,
  width,
  length,
  depth,
});
/** What the shopper sees of an answer: its kind, and for a fit the size and depth range. */
function summary(answer: FitAnswer): string {
  if (answer.kind !== "fits") return answer.kind;
  return `${answer.choice.size} ${answer.choice.depthLabel}${answer.soldOut ? " SOLD OUT" : ""}`;
}

describe("fit finder: a measurement gives the set that fits (issue 13)", () => {
  it.each([
    ["every size's exact figures: Double", measure(138.5, 190, 18), "double 15–20 cm"],
    ["every size's exact figures: Queen", measure(152.5, 203, 32), "queen 31–35 cm"],
    ["every size's exact figures: King", measure(183.5, 203, 23), "king 21–25 cm"],
    ["every size's exact figures: Super King", measure(203, 203, 28), "super-king 26–30 cm"],
    ["width and length either way round", measure(203, 152.5, 32), "queen 31–35 cm"],
    [`within the ${FIT_TOLERANCE_CM} cm tolerance`, measure(154.5, 201, 32), "queen 31–35 cm"],
    ["just beyond the tolerance, between sizes", measure(154.6, 203, 32), "nearest"],
    ["between sizes", measure(165, 203, 30), "nearest"],
    ["beyond the largest", measure(220, 220, 30), "cannot"],
    ["longer than the longest", measure(203, 215, 30), "cannot"],
    ["smaller than the smallest", measure(92, 188, 20), "cannot"],
    ["inches: a Queen", measure(60, 80, 12.5, "in"), "queen 31–35 cm"],
    ["inches: a King 10 in (25.4 cm) deep takes the deeper pocket", measure(72, 80, 10, "in"), "king 26–30 cm"],
    ["depth 14.9 cm is shallower than every range", measure(152.5, 203, 14.9), "nearest"],
    ["depth 15 cm is the shallowest range's start", measure(152.5, 203, 15), "queen 15–20 cm"],
    ["depth 20 cm is the first range's end", measure(152.5, 203, 20), "queen 15–20 cm"],
    ["depth 20.5 cm, between ranges, takes the deeper pocket", measure(152.5, 203, 20.5), "queen 21–25 cm"],
    ["depth 40 cm is the deepest range's end", measure(152.5, 203, 40), "queen 36–40 cm"],
    ["depth 40.1 cm is deeper than every range", measure(152.5, 203, 40.1), "cannot"],
  ])("%s", (_case, measurement, expected) => {
    expect(summary(recommendFit(measurement, sizes, product()))).toBe(expected);
  });

  it("says why in plain words, with the figures the shopper typed", () => {
    expect(recommendFit(measure(152, 203, 32), sizes, product())).toMatchObject({
      kind: "fits",
      choice: { size: "queen", sizeLabel: "Queen", depth: "queen-3", depthLabel: "31–35 cm" },
      reason: "Your 152 × 203 cm mattress is a Queen (152.5 × 203 cm); 32 cm deep fits the 31–35 cm range.",
    });
    expect(recommendFit(measure(60, 80, 12.5, "in"), sizes, product()).reason).toBe(
      "Your 60 × 80 in (152.4 × 203.2 cm) mattress is a Queen (152.5 × 203 cm); 12.5 in (31.8 cm) deep fits the 31–35 cm range.",
    );
  });

  it("names the nearest size and what differs, and links to /contact with the measurements in the message", () => {
    const answer = recommendFit(measure(165, 203, 30), sizes, product());
    expect(answer.kind).toBe("nearest");
    expect(answer.reason).toContain("The nearest is Queen (152.5 × 203 cm), which is 12.5 cm narrower");
    const contact = new URL(answer.kind === "fits" ? "" : answer.contactHref, "https://shop.test");
    expect(contact.pathname).toBe("/contact");
    expect(contact.searchParams.get("message")).toContain("165 × 203 × 30 cm");
  });

  it("says when we cannot make it from the shop", () => {
    expect(recommendFit(measure(220, 220, 30), sizes, product()).reason).toContain(
      "is larger than our largest size, so we cannot make it from the shop",
    );
    expect(recommendFit(measure(152.5, 203, 40.1), sizes, product()).reason).toContain(
      "40.1 cm deep is deeper than our deepest pocket, 36–40 cm",
    );
  });

  it("recommends a sold-out variant as sold out, whether one depth or the whole size is gone", () => {
    const oneDepth = recommendFit(measure(152.5, 203, 28), sizes, product(["queen/26-30 cm"]));
    expect(summary(oneDepth)).toBe("queen 26–30 cm SOLD OUT");
    expect(oneDepth.reason).toContain("That set is sold out.");
    const wholeSize = product(RANGES.map((range) => `king/${range}`));
    expect(summary(recommendFit(measure(183.5, 203, 23), sizes, wholeSize))).toBe("king 21–25 cm SOLD OUT");
    expect(summary(recommendFit(measure(152.5, 203, 23), sizes, product(["queen/26-30 cm"])))).toBe("queen 21–25 cm");
  });

  it("takes its tolerance from the size sheet, which the owner edits, and 2 cm when the sheet does not say", () => {
    expect(FIT_TOLERANCE_CM).toBe(2);
    expect(fitTolerance(sizeSheet)).toBe(2);
    const wider = fitTolerance({ ...sizeSheet, fitToleranceCm: 4 });
    expect(wider).toBe(4);
    expect(summary(recommendFit(measure(156, 203, 32), sizes, product()))).toBe("nearest");
    expect(summary(recommendFit(measure(156, 203, 32), sizes, product(), wider))).toBe("queen 31–35 cm");
  });

  it("reads a tolerance the CMS cannot mean (over 10 cm, below 0) as no tolerance given, keeping the sheet", () => {
    const size = (fitToleranceCm: unknown) =>
      infoSheetsSchema.shape.size.parse({ heading: "Measurement specs", text: null, sizeSpecs: [], fitToleranceCm });
    expect(size(3).fitToleranceCm).toBe(3);
    expect(size(50).fitToleranceCm).toBeNull();
    expect(size(-1).fitToleranceCm).toBeNull();
    expect(fitTolerance(size(undefined))).toBe(2);
  });

  it("says how the nearest size differs, side by side, when a mattress is between sizes", () => {
    expect(recommendFit(measure(165, 203, 30), sizes, product()).reason).toBe(
      "Your 165 × 203 cm mattress is between our sizes. The nearest is Queen (152.5 × 203 cm), which is 12.5 cm narrower, so its sheets would not fit well. Send us your measurements and we will tell you what we can do.",
    );
    expect(recommendFit(measure(160, 198, 30), sizes, product()).reason).toContain(
      "which is 7.5 cm narrower and 5 cm longer",
    );
  });

  it("holds the tolerance on both sides of a size, edges included", () => {
    expect(summary(recommendFit(measure(150.5, 205, 32), sizes, product()))).toBe("queen 31–35 cm");
    expect(summary(recommendFit(measure(150.4, 203, 32), sizes, product()))).toBe("nearest");
    // 203 cm is every size's length, so 205.1 cm is longer than all of them, not between two.
    expect(summary(recommendFit(measure(152.5, 205.1, 32), sizes, product()))).toBe("cannot");
  });

  it("reads the shop's depth options however they are spaced or cased, and skips one that names no range", () => {
    const spelled = product();
    const queen = spelled.sizes.find((group) => group.size === "queen");
    const labels = ["15 – 20 cm", "20.5-25 CM", "Made to order", "26-30 cm extra", "31 -35cm", "36-40 cm"];
    queen?.depths.forEach((choice, index) => (choice.depth = labels[index] ?? choice.depth));
    expect(summary(recommendFit(measure(152.5, 203, 17), sizes, spelled))).toBe("queen 15–20 cm");
    expect(summary(recommendFit(measure(152.5, 203, 22), sizes, spelled))).toBe("queen 20.5–25 cm");
    expect(summary(recommendFit(measure(152.5, 203, 33), sizes, spelled))).toBe("queen 31–35 cm");
    // "26-30 cm extra" names no range the rule can read, so 28 cm takes the next range that holds it.
    expect(summary(recommendFit(measure(152.5, 203, 28), sizes, spelled))).toBe("queen 31–35 cm");
  });

  it("says it cannot make a size whose depth options name no range at all", () => {
    const unreadable = product();
    for (const choice of unreadable.sizes.find((group) => group.size === "queen")?.depths ?? []) choice.depth = "Deep";
    const answer = recommendFit(measure(152.5, 203, 30), sizes, unreadable);
    expect(answer.kind).toBe("cannot");
    expect(answer.reason).toContain("30 cm deep is deeper than our deepest pocket, so our sheets would not stay on");
  });

  it("offers only sizes the shop sells", () => {
    const noSuperKing = { ...product(), sizes: product().sizes.filter((group) => group.size !== "super-king") };
    expect(summary(recommendFit(measure(203, 203, 28), sizes, noSuperKing))).toBe("nearest");
  });
});

describe("fit finder: the measurement travels only with the set it chose", () => {
  const queen = measure(152.5, 203, 23);
  it.each([
    ["the recommended set", { size: "queen", depth: "queen-1" }, true],
    ["its size while the depth is still to choose", { size: "queen", depth: null }, true],
    ["another size picked by hand", { size: "double", depth: "double-1" }, false],
    ["another depth picked by hand", { size: "queen", depth: "queen-3" }, false],
    ["no size at all", { size: null, depth: null }, false],
  ])("%s", (_case, selection, expected) => {
    expect(measurementChose(queen, selection, sizes, product())).toBe(expected);
  });
});

describe("fit finder: the measurement's rules, shared by server and browser (issue 13)", () => {
  const fields = (values: Partial<Record<string, string>>) => ({
    unit: "cm",
    width: "152.5",
    length: "203",
    depth: "32",
    ...values,
  });

  it("reads numbers with decimals in the stated unit", () => {
    expect(checkMeasurement(fields({ width: " 152.5 " }))).toEqual({
      ok: true,
      measurement: { unit: "cm", width: 152.5, length: 203, depth: 32 },
    });
    expect(checkMeasurement(fields({ unit: "in", width: "60", length: "80", depth: "12.5" }))).toMatchObject({
      ok: true,
    });
    expect(checkMeasurement(fields({ width: "152.25" }))).toMatchObject({ ok: true });
  });

  it("takes what a mattress can be up to its very edges: 50–300 cm wide, 100–300 cm long, 5–80 cm deep", () => {
    expect(checkMeasurement(fields({ width: "50", length: "100", depth: "5" }))).toMatchObject({ ok: true });
    expect(checkMeasurement(fields({ width: "300", length: "300", depth: "80" }))).toMatchObject({ ok: true });
    expect(checkMeasurement(fields({ width: "49.9", length: "300.1", depth: "80.1" }))).toMatchObject({
      ok: false,
      errors: { width: expect.any(String), length: expect.any(String), depth: expect.any(String) },
    });
  });

  it.each([
    ["an empty field", { depth: "" }, "depth", REQUIRED_MESSAGE],
    ["letters", { width: "wide" }, "width", "Please enter the width as a number, like 152.5"],
    ["a unit typed in", { length: "203cm" }, "length", "Please enter the length as a number, like 152.5"],
    ["a negative number", { width: "-152" }, "width", "Please enter the width as a number, like 152.5"],
    ["zero", { depth: "0" }, "depth", "We expect a mattress depth between 5 and 80 cm; please measure it again"],
    ["2 cm", { width: "2" }, "width", "We expect a mattress width between 50 and 300 cm; please measure it again"],
    [
      "900 cm",
      { length: "900" },
      "length",
      "We expect a mattress length between 100 and 300 cm; please measure it again",
    ],
    [
      "900 in",
      { unit: "in", width: "900", length: "80", depth: "12" },
      "width",
      "We expect a mattress width between 19.7 and 118.1 in; please measure it again",
    ],
    ["no unit", { unit: "" }, "unit", UNIT_MESSAGE],
    ["an unknown unit", { unit: "ft" }, "unit", UNIT_MESSAGE],
  ])("rejects %s with a sentence saying what we expect", (_case, values, field, message) => {
    const checked = checkMeasurement(fields(values));
    expect(checked.ok).toBe(false);
    expect(checked.ok ? {} : checked.errors[field]).toBe(message);
  });
});

describe("fit finder: its fields in /buy's address (issue 13)", () => {
  it("reads what a form sent without script carries, and nothing when it carries none", () => {
    const sent = new URLSearchParams("step=1&fit-unit=in&fit-width=60&fit-length=80&fit-depth=");
    expect(readFitParams(sent)).toEqual({ unit: "in", width: "60", length: "80", depth: "" });
    expect(readFitParams(new URLSearchParams("step=1&size=queen"))).toBeNull();
  });

  it("drops a value longer than any measurement, so the address never echoes it back", () => {
    const sent = new URLSearchParams({ "fit-width": "1".repeat(17), "fit-length": "203" });
    expect(readFitParams(sent)).toMatchObject({ width: "", length: "203" });
    expect(addFitParams(new URLSearchParams(), { unit: "cm", width: "", length: "203", depth: "" }).toString()).toBe(
      "fit-unit=cm&fit-width=&fit-length=203&fit-depth=",
    );
  });
});

import { describe, expect, it } from "vitest";
import {
  addressAgrees,
  buyHref,
  buySearchParams,
  parseBuyState,
  sameParams,
  type BuyState,
} from "../app/purchase/buy-state";

const parse = (query: string, appVersionNew = false) => parseBuyState(new URLSearchParams(query), appVersionNew);

describe("parseBuyState", () => {
  it("reads a complete selection", () => {
    expect(parse("step=3&line=premium&size=super-king&depth=44700000001017")).toEqual({
      step: 3,
      line: "premium",
      size: "super-king",
      depth: "44700000001017",
      missing: null,
      fit: null,
    });
  });

  it("starts at the size without the new version and at the product choice with it", () => {
    expect(parse("").step).toBe(1);
    expect(parse("", true).step).toBe(0);
    expect(parse("step=0").step).toBe(1);
    expect(parse("step=0", true).step).toBe(0);
  });

  it.each([
    "step=9",
    "step=-1",
    "step=1.5",
    "step=",
    "step=%00",
    "step=2e0",
    "line=deluxe",
    "size=../../etc",
    "size=QUEEN%20BED",
    "size=" + "a".repeat(200),
    "depth=<script>",
    "missing=everything",
    "%E0%A4%A=1",
    "step=1&step=4",
  ])("turns garbage (%s) into a usable state without throwing", (query) => {
    const state = parse(query);
    expect([1, 2, 3, 4]).toContain(state.step);
    expect(["classic", "premium"]).toContain(state.line);
    expect(state.size === null || /^[a-z0-9-]+$/.test(state.size)).toBe(true);
    expect(state.depth === null || /^[\w-]+$/.test(state.depth)).toBe(true);
    expect(state.missing).toBeNull();
  });

  it("ignores a depth without a size, and reads size keys case-insensitively", () => {
    expect(parse("depth=123").depth).toBeNull();
    expect(parse("size=Queen&depth=123")).toMatchObject({ size: "queen", depth: "123" });
  });

  it("takes the first of repeated parameters", () => {
    expect(parse("step=2&step=4").step).toBe(2);
  });
});

describe("buyHref", () => {
  it("round-trips through the parser", () => {
    const state: BuyState = { step: 2, line: "premium", size: "king", depth: "99", missing: "depth", fit: null };
    const href = buyHref(state);
    expect(href).toBe("/buy?step=2&line=premium&size=king&depth=99&missing=depth");
    expect(parse(href.split("?")[1] ?? "")).toEqual(state);
  });

  it("leaves out what is not chosen", () => {
    expect(buyHref({ step: 1, line: "classic", size: null, depth: "5", missing: null, fit: null })).toBe(
      "/buy?step=1&line=classic",
    );
  });
});

describe("sameParams", () => {
  it("ignores order but not values or extra parameters", () => {
    expect(sameParams(new URLSearchParams("a=1&b=2"), new URLSearchParams("b=2&a=1"))).toBe(true);
    expect(sameParams(new URLSearchParams("a=1&b=2"), new URLSearchParams("a=1&b=3"))).toBe(false);
    expect(sameParams(new URLSearchParams("a=1"), new URLSearchParams("a=1&utm=x"))).toBe(false);
  });
});

describe("addressAgrees", () => {
  const state: BuyState = { step: 1, line: "classic", size: null, depth: null, missing: null, fit: null };
  const agrees = (query: string, shown: BuyState = state) =>
    addressAgrees(new URLSearchParams(query), buySearchParams(shown), shown, false);

  it("accepts an address that leaves out only defaults", () => {
    expect(agrees("")).toBe(true);
    expect(agrees("step=1")).toBe(true);
    expect(agrees("line=classic&step=1")).toBe(true);
  });

  it("refuses an address that says something other than the page shows, or carries anything else", () => {
    expect(agrees("step=2")).toBe(false);
    expect(agrees("step=1&utm_source=mail")).toBe(false);
    expect(agrees("", { ...state, missing: "size" })).toBe(false);
    expect(agrees("step=1&line=premium")).toBe(false);
  });
});

describe("parseBuyState at its edges", () => {
  it.each([
    ["step=4", 4],
    ["step=0", 1],
    ["step=5", 1],
    ["step=12", 1],
    ["step=x2", 1],
    ["step=", 1],
  ])("reads %j as step %i in the classic version", (query, step) => {
    expect(parse(query).step).toBe(step);
  });

  it("reads step 0 in the new version", () => {
    expect(parse("step=0", true).step).toBe(0);
    expect(parse("step=1", true).step).toBe(1);
  });

  it("keeps only the flags a step can show", () => {
    expect(parse("missing=size").missing).toBe("size");
    expect(parse("missing=depth").missing).toBe("depth");
    expect(parse("missing=colour").missing).toBeNull();
    expect(parse("missing=").missing).toBeNull();
  });

  it("trims a depth, and takes sizes up to 40 characters made of words and hyphens", () => {
    expect(parse("size=queen&depth=%2044700000001008%20").depth).toBe("44700000001008");
    const longest = `${"a".repeat(35)}-bbbb`;
    expect(parse(`size=${longest}`).size).toBe(longest);
    expect(parse(`size=${longest}b`).size).toBeNull();
    expect(parse("size=-queen").size).toBeNull();
    expect(parse("size=queen-").size).toBeNull();
    expect(parse("size=").size).toBeNull();
  });

  it("takes variant keys of letters, digits, - and _ only, 64 at most", () => {
    expect(parse(`size=queen&depth=${"9".repeat(64)}`).depth).toBe("9".repeat(64));
    expect(parse(`size=queen&depth=${"9".repeat(65)}`).depth).toBeNull();
    expect(parse("size=queen&depth=%2F44").depth).toBeNull();
    expect(parse("size=queen&depth=44%2F").depth).toBeNull();
  });
});

describe("the fit finder's measurement in the flow (issue 13)", () => {
  const measured = "fit-unit=cm&fit-width=152&fit-length=203&fit-depth=32";
  const fit = { unit: "cm", width: "152", length: "203", depth: "32" };

  it("is read on step 1 as typed, so the finder can answer even a figure it must correct", () => {
    expect(parse("step=1&fit-unit=cm&fit-width=2&fit-length=&fit-depth=32").fit).toEqual({
      unit: "cm",
      width: "2",
      length: "",
      depth: "32",
    });
  });

  it("travels on steps 2 and 3 only when its rules accept it, and never to step 4", () => {
    expect(parse(`step=2&size=queen&depth=1&${measured}`).fit).toEqual(fit);
    expect(parse(`step=3&size=queen&depth=1&${measured}`).fit).toEqual(fit);
    expect(parse("step=3&size=queen&depth=1&fit-unit=cm&fit-width=2&fit-length=203&fit-depth=32").fit).toBeNull();
    expect(parse(`step=4&${measured}`).fit).toBeNull();
  });

  it("is written back into the step's address, so Back and Next keep it", () => {
    const state = parse(`step=2&line=classic&size=queen&depth=1&${measured}`);
    expect(buyHref(state)).toBe(`/buy?step=2&line=classic&size=queen&depth=1&${measured}`);
    expect(buyHref({ ...state, step: 4 })).toBe("/buy?step=4&line=classic&size=queen&depth=1");
  });
});

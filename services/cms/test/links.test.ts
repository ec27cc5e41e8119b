import { beforeAll, describe, expect, it } from "vitest";
import { compiledCmsModule } from "./support/compiled.js";

/**
 * A link the owner types is checked at publish (src/publishing/links.ts): these are the page each
 * kind of link names, read as the storefront reads it (apps/storefront/app/model/button.ts).
 */

type Links = {
  slugOfLink(link: string): string | null;
  linksInText(text: string): string[];
};

let links: Links;
beforeAll(() => {
  links = compiledCmsModule<Links>("src/publishing/links.ts");
});

describe("the page a content link names", () => {
  it.each([
    ["faqs", "faqs"],
    ["/faqs", "faqs"],
    [" faqs ", "faqs"],
    ["buy?step=1", "buy"],
    ["faqs#returns-and-exchanges", "faqs"],
    ["how-it-works/", "how-it-works"],
    ["", ""],
    ["/", ""],
    ["?utm_source=footer", ""],
    ["blog/an-article", "blog/an-article"],
    ["//elsewhere.example", "elsewhere.example"],
    ["instagram.com/bedsmade", "instagram.com/bedsmade"],
  ])("%j names the page %j", (link, slug) => {
    expect(links.slugOfLink(link)).toBe(slug);
  });

  it.each([
    "https://www.instagram.com/bedsmade",
    "HTTP://example.com",
    "mailto:hello@bedsmade.com.au",
    "tel:+61290000000",
  ])("%j leaves the shop: the owner's to choose", (link) => {
    expect(links.slugOfLink(link)).toBeNull();
  });
});

describe("the links a markdown text holds", () => {
  it("are its links as the storefront renders them: [words](target), [words][reference], bare addresses and <a href>", () => {
    const text = [
      "Measure first ([how to measure](/measure-up)), then [write to us](mailto:hello@bedsmade.com.au).",
      'See [our care guide](<linen-care-guide> "Care") and <a href="/contact">the contact page</a>.',
      "Read [the returns][returns] or www.instagram.com/bedsmade.",
      "",
      '[returns]: /faqs#returns "Returns"',
    ].join("\n");
    expect(links.linksInText(text)).toEqual([
      "/measure-up",
      "mailto:hello@bedsmade.com.au",
      "linen-care-guide",
      "/contact",
      "/faqs#returns",
      "http://www.instagram.com/bedsmade",
    ]);
  });

  it("leave out what shoppers see as words: a reference never defined, a bare /slug, a link inside code", () => {
    const text = "A [reference][nowhere], a bare /faqs, and `[code](/contcat)`.\n\n    [indented](/contcat)";
    expect(links.linksInText(text)).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { movedTo, withQuery } from "../app/content-pages/moved-pages";

/** The CMS's Redirects as the storefront reads them (from slug → site path), and the slugs that are pages. */
function site(redirects: Record<string, string>, pages: string[] = []) {
  const asked: string[] = [];
  return {
    asked,
    lookup: {
      redirectOf: async (slug: string) => {
        asked.push(slug);
        return redirects[slug] ?? null;
      },
      isShown: (slug: string) => pages.includes(slug),
    },
  };
}

describe("the old address of a renamed page (the CMS's Redirects)", () => {
  it("leads to the page its Redirect names", async () => {
    const { lookup } = site({ testimonials: "/reviews" }, ["reviews"]);
    expect(await movedTo("testimonials", lookup)).toBe("/reviews");
  });

  it("leads nowhere without a Redirect", async () => {
    const { lookup } = site({}, ["reviews"]);
    expect(await movedTo("testimonials", lookup)).toBeNull();
  });

  it("leads straight to the last of Redirects that follow one another, in one step for the shopper", async () => {
    const { lookup } = site({ a: "/b", b: "/c", c: "/reviews" }, ["reviews"]);
    expect(await movedTo("a", lookup)).toBe("/reviews");
  });

  it("stops at a page, which wins over a Redirect left from its slug", async () => {
    const { lookup, asked } = site({ a: "/b", b: "/c" }, ["b"]);
    expect(await movedTo("a", lookup)).toBe("/b");
    expect(asked).toEqual(["a"]);
  });

  it("stops at an address no Redirect moves on: the home page, the purchase flow, a deeper path or an unknown slug", async () => {
    expect(await movedTo("a", site({ a: "/" }).lookup)).toBe("/");
    expect(await movedTo("a", site({ a: "/buy?step=1" }).lookup)).toBe("/buy?step=1");
    expect(await movedTo("a", site({ a: "/blog/x" }).lookup)).toBe("/blog/x");
    expect(await movedTo("a", site({ a: "/b" }).lookup)).toBe("/b");
  });

  it("leads nowhere when Redirects go round in a circle, rather than into the browser's too-many-redirects error", async () => {
    expect(await movedTo("a", site({ a: "/b", b: "/a" }).lookup)).toBeNull();
    expect(await movedTo("a", site({ a: "/b", b: "/c", c: "/b" }).lookup)).toBeNull();
    expect(await movedTo("a", site({ a: "/a" }).lookup)).toBeNull();
    expect(await movedTo("a", site({ a: "/a?x=1#top" }).lookup)).toBeNull();
  });
});

describe("the query a shopper arrives with on an old address", () => {
  it("is kept on the new one", () => {
    expect(withQuery("/reviews", "?utm_source=newsletter")).toBe("/reviews?utm_source=newsletter");
    expect(withQuery("/reviews", "")).toBe("/reviews");
  });

  it("joins the target's own query rather than making a second one, and the fragment stays last", () => {
    expect(withQuery("/buy?step=1", "?utm_source=x")).toBe("/buy?step=1&utm_source=x");
    expect(withQuery("/faqs#returns", "?utm_source=x")).toBe("/faqs?utm_source=x#returns");
  });

  it("gives way to a value the target names itself", () => {
    expect(withQuery("/buy?step=1", "?step=3&utm_source=x")).toBe("/buy?step=1&utm_source=x");
  });
});

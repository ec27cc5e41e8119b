import { describe, expect, it } from "vitest";
import { findRedirect, type RedirectLookup } from "@bedsmade/form-rules";

const lookup: RedirectLookup = {
  hasPage: (slug) => ["faqs", "terms", "privacy", "products", "shipping"].includes(slug),
  hasArticle: (slug) => ["linen-care-guide", "aromatherapy-for-sleep"].includes(slug),
};

const redirect = (path: string, search = "") => findRedirect(path, search, lookup);

describe("redirect table", () => {
  it.each([
    ["/Home", "/"],
    ["/home/", "/"],
    ["/blogs", "/blog"],
    ["/blogs/get-out-of-bed", "/blog"],
    ["/blogs/get-out-of-bed/", "/blog"],
    ["/blogs/get-out-of-bed/tagged", "/blog"],
    ["/blogs/get-out-of-bed/tagged/sleep", "/blog"],
    ["/blogs/news/aromatherapy-for-sleep", "/aromatherapy-for-sleep"],
    ["/blogs/news/Linen-Care-Guide", "/linen-care-guide"],
    ["/blogs/news/an-article-we-deleted", "/blog"],
    ["/cart", "/buy"],
    ["/cart/", "/buy"],
    ["/cart/c/1234", "/buy"],
    ["/care", "/linen-care-guide"],
    ["/collections", "/products"],
    ["/collections/all", "/products"],
    ["/collections/sheets/products/queen", "/products"],
    ["/products/tailored-sheet-set", "/products"],
    ["/products/tailored-sheet-set/variant", "/products"],
    ["/gift-card", "/products"],
    ["/gift-cards/abc123", "/products"],
    ["/products/gift-card", "/products"],
    ["/collections/gift-cards", "/products"],
    ["/pages/how-it-works", "/how-it-works"],
    ["/pages/measure-up", "/measure-up"],
    ["/pages/faqs", "/faqs"],
    ["/pages/contact", "/contact"],
    ["/pages/shipping-and-returns", "/faqs"],
    ["/pages/care-instructions", "/faqs"],
    ["/pages/our-story", "/experts"],
    ["/pages/terms", "/terms"],
    ["/pages/privacy/", "/privacy"],
    ["/web-pixels-manager@0.0.1/sandbox/linen-care-guide", "/linen-care-guide"],
    ["/web-pixels@abc/modern/products/queen", "/products"],
    ["/web-pixels-manager@0.0.1/sandbox/", "/"],
    ["/wpm@0.0.1/custom/web-pixel-1/sandbox/aromatherapy-for-sleep", "/aromatherapy-for-sleep"],
    ["/wpm@0.0.1/sandbox", "/"],
    ["/sandbox/products/king", "/products"],
    ["/sandbox/anything", "/"],
    ["/cdn/wpm/s1234/linen-care-guide", "/linen-care-guide"],
    ["/cdn/wpm/b1234.js", "/"],
  ])("%s → %s", (path, target) => {
    expect(redirect(path)).toBe(target);
  });

  it("keeps the query string", () => {
    expect(redirect("/care", "?utm_source=mail&x=1")).toBe("/linen-care-guide?utm_source=mail&x=1");
    expect(redirect("/blogs/news/linen-care-guide", "?a=b")).toBe("/linen-care-guide?a=b");
    expect(redirect("/cart", "?")).toBe("/buy");
  });

  it("leaves content paths and the purchase flow alone", () => {
    for (const path of ["/", "/products", "/faqs", "/blog", "/buy", "/linen-care-guide", "/404", "/somewhere/else"]) {
      expect(redirect(path, "?step=2")).toBeNull();
    }
  });

  it("sends an old page that no longer exists to the 404 page", () => {
    expect(redirect("/pages/retired-promotion")).toBeNull();
    expect(redirect("/pages/a/b")).toBeNull();
  });

  it("never leaves the site, whatever the path holds", () => {
    const attempts = [
      "/pages/%2F%2Fevil.com",
      "/pages//evil.com",
      "/pages/\\evil.com",
      "/blogs/news/%2F%2Fevil.com",
      "/blogs/news//evil.com",
      "/blogs/news/https:%2F%2Fevil.com",
      "/sandbox/%2F%2Fevil.com",
      "/sandbox//evil.com",
      "/wpm@1/\\\\evil.com",
      "/cdn/wpm/http:evil.com",
      "//cart//evil.com",
      "/care/..%2F..%2Fevil.com",
    ];
    const lookupSaysYes: RedirectLookup = { hasPage: () => true, hasArticle: () => true };
    for (const path of attempts) {
      for (const answer of [findRedirect(path, "?next=//evil.com", lookup), findRedirect(path, "", lookupSaysYes)]) {
        if (answer === null) continue;
        expect(answer, path).toMatch(/^\/(?![/\\])/);
        expect(new URL(answer, "https://bedsmade.test").origin, path).toBe("https://bedsmade.test");
      }
    }
  });
});

import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { compiledCmsModule } from "./support/compiled.js";

/** The storefront's pages as the CMS knows them (src/storefront-pages.ts), held to the storefront's own routes. */

type StorefrontPages = {
  STOREFRONT_PAGES: readonly string[];
  STOREFRONT_ROUTES: readonly string[];
  addressTakenBy(slug: string): string | undefined;
};

let pages: StorefrontPages;
beforeAll(() => {
  pages = compiledCmsModule<StorefrontPages>("src/storefront-pages.ts");
});

const routes = readFileSync(path.resolve(__dirname, "../../../apps/storefront/app/routes.ts"), "utf8");

describe("the pages the storefront draws itself", () => {
  it("are the storefront's own page routes, so a link to one of them is never refused", () => {
    const drawn = [...routes.matchAll(/route\("([^"/*]+)", "routes\/[^"]+\.tsx"\)/g)].map(([, route]) => route);
    expect([...pages.STOREFRONT_PAGES].sort()).toEqual(drawn.sort());
  });

  it("with its other routes, are every first segment the storefront answers before any page", () => {
    const segments = [...routes.matchAll(/route\("([^"*][^"]*)"/g)].map(([, route = ""]) => route.split("/")[0]);
    expect([...pages.STOREFRONT_ROUTES].sort()).toEqual([...new Set(segments)].sort());
  });
});

describe("an address no page or article can have", () => {
  it.each(["buy", "Account", "api", "sitemap.xml", "robots.txt"])("%s is the storefront's own", (slug) => {
    expect(pages.addressTakenBy(slug)).toMatch(/^is (a page the storefront draws itself|the storefront's own)$/);
  });

  it.each(["cart", "care", "blogs", "collections", "gift-cards", "web-pixels-1234", "home"])(
    "%s is the old site's, sent elsewhere before any page is looked for",
    (slug) => {
      expect(pages.addressTakenBy(slug)).toMatch(
        /^is one of the old site's \(.+\), which the storefront sends on to another page$/,
      );
    },
  );

  it.each(["faqs", "products", "pages", "sandbox", "care-guide", "carts-and-trolleys"])("%s is free", (slug) => {
    expect(pages.addressTakenBy(slug)).toBeUndefined();
  });
});

import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { z } from "zod";
import { readCollection } from "./support/content";
import { gotoHydrated } from "./support/hydration";
import { scrollThrough } from "./support/scroll";

/**
 * CLS stays 0 through load, hydration and scrolling: picture boxes are kept before their files come,
 * and the overlay and toasts lie over the page.
 */

const BENCH_ROUTES = ["/", "/buy", "/faqs", "/blog", "/contact", "/measure-up", "/experts"];

interface Shift {
  value: number;
  moved: string[];
}

/** Chrome's LayoutShift entry, which TypeScript's DOM library does not describe. */
interface LayoutShift extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources: { node: Node | null }[];
}

/** Records every layout shift from the first paint on, as Chrome reports it to CLS. */
async function recordShifts(page: Page): Promise<() => Promise<Shift[]>> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    Object.assign(window, { __shifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map(({ node }) =>
          node instanceof Element
            ? `${node.tagName.toLowerCase()}.${[...node.classList].join(".")}`
            : String(node?.nodeName),
        );
        shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

async function anArticlePath(request: APIRequestContext): Promise<string> {
  const [article] = await readCollection(request, "blog-articles", z.object({ slug: z.string() }));
  return `/${article?.slug ?? ""}`;
}

for (const route of [...BENCH_ROUTES, "an article"]) {
  test(`nothing on ${route} moves while it loads, hydrates and its pictures arrive`, async ({ page, request }) => {
    const shifts = await recordShifts(page);
    await gotoHydrated(page, route === "an article" ? await anArticlePath(request) : route);
    await scrollThrough(page);
    expect(await shifts()).toEqual([]);
  });
}

test("the first paint waits until the whole header is read, so a slow phone never draws it with half its buttons", async ({
  page,
}) => {
  // Chrome paints a page it is still reading; at 4× CPU the header's buttons then moved aside in 4 of 80 loads.
  await page.goto("/measure-up");
  const target = await page.locator('head link[rel="expect"][blocking="render"]').getAttribute("href");
  expect(target).toBe("#main");
  const followsHeader = await page.evaluate((selector) => {
    const header = document.querySelector(".site-header");
    const main = document.querySelector(selector);
    return Boolean(header && main && header.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING);
  }, target ?? "");
  expect(followsHeader).toBe(true);
});

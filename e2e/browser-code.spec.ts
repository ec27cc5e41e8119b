import { expect, test } from "@playwright/test";

/**
 * The browser uses zod/mini only (apps/storefront/README.md, "JavaScript"); a component importing a
 * helper from a schema module would pull full zod in unnoticed.
 */

const ROUTES = ["/", "/buy", "/faqs", "/blog", "/contact", "/measure-up", "/experts"];
// Full zod names its classes ZodObject, ZodString…; zod/mini's are ZodMiniObject, ZodMiniString….
const FULL_ZOD = '"ZodObject"';

for (const route of ROUTES) {
  test(`${route} runs no full zod in the browser`, async ({ page }) => {
    const scripts = new Map<string, Promise<string>>();
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.set(response.url(), response.text());
    });
    await page.goto(route);
    await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 30_000 });
    expect(scripts.size, "the app's modules were fetched").toBeGreaterThan(0);
    const withFullZod = [];
    for (const [url, body] of scripts) if ((await body).includes(FULL_ZOD)) withFullZod.push(url);
    expect(withFullZod).toEqual([]);
  });
}

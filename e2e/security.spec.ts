import { createHash } from "node:crypto";
import { test, type APIResponse, type Page } from "@playwright/test";
import { z } from "zod";
import { cartLabel, readCollection } from "./support/content";
import { expect, gotoHydrated, SEED } from "./support/purchase";
import { classicVariant, shopUrl } from "./support/shop";

/**
 * Security headers and CSP in a real browser. The no-JavaScript checkout's redirect is tested too:
 * Chromium checks form-action on a form post's redirects.
 */

test.describe.configure({ timeout: 180_000 });
test.use({ reducedMotion: "reduce" });

const production = process.env.E2E_DEV !== "1";

/** Every CSP complaint the page makes, from the console and from `securitypolicyviolation` events. */
async function watchPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Permissions-Policy/.test(message.text())) violations.push(message.text());
  });
  await page.exposeBinding("reportPolicyViolation", (_source, report: string) => violations.push(report));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void }).reportPolicyViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return violations;
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

function expectCommonHeaders(response: APIResponse, label: string): Map<string, string[]> {
  const headers = response.headers();
  expect(headers["x-content-type-options"], label).toBe("nosniff");
  expect(headers["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"], label).toBe("DENY");
  expect(headers["cross-origin-opener-policy"], label).toBe("same-origin");
  expect(headers["permissions-policy"], label).toMatch(/camera=\(\).*microphone=\(\).*payment=\(\).*usb=\(\)/);
  expect(headers["x-powered-by"], label).toBeUndefined();
  if (production) expect(headers["strict-transport-security"], label).toBe("max-age=63072000; includeSubDomains");
  else expect(headers["strict-transport-security"], label).toBeUndefined();
  const policy = headers["content-security-policy"];
  expect(policy, label).toBeDefined();
  const parsed = directives(policy ?? "");
  expect(parsed.get("frame-ancestors"), label).toEqual(["'none'"]);
  expect(parsed.get("base-uri"), label).toBeDefined();
  return parsed;
}

test("every kind of response carries the security headers; a document's policy lists its own inline scripts", async ({
  request,
}) => {
  // "/" twice: in production the second answer comes from the page cache, which must keep the pair.
  for (const url of ["/", "/", "/faqs", "/buy", "/no-such-page-for-the-security-test"]) {
    const response = await request.get(url);
    expect(response.headers()["content-type"]).toContain("text/html");
    const policy = expectCommonHeaders(response, url);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    const scriptSources = policy.get("script-src") ?? [];
    expect(scriptSources).not.toContain("'unsafe-inline'");
    const html = await response.text();
    // Every inline script a browser runs; JSON-LD data blocks never run, and the policy leaves them out.
    const inlineScripts = [
      ...html.matchAll(/<script\b(?![^>]*\ssrc=)(?![^>]*\stype="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g),
    ];
    expect(inlineScripts.length, url).toBeGreaterThan(0);
    for (const [, body = ""] of inlineScripts) {
      expect(scriptSources, url).toContain(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
    }
  }
  expect((await request.get("/no-such-page-for-the-security-test")).status()).toBe(404);

  const others = {
    redirect: await request.get("/buy?step=banana", { maxRedirects: 0 }),
    "cart JSON": await request.get("/api/cart"),
    "static file": await request.get("/favicon.svg"),
    health: await request.get("/healthz"),
  };
  expect(others.redirect.status()).toBeGreaterThanOrEqual(300);
  expect(others.redirect.status()).toBeLessThan(400);
  expect(others["cart JSON"].headers()["content-type"]).toContain("application/json");
  for (const [label, response] of Object.entries(others)) {
    expect(response.status(), label).toBeLessThan(500);
    expect(expectCommonHeaders(response, label).get("default-src"), label).toEqual(["'none'"]);
  }
});

test("a shopper's journey with the menu and cart open meets no CSP violation and hydrates", async ({
  page,
  request,
}) => {
  const [label, [article]] = await Promise.all([
    cartLabel(request),
    readCollection(request, "blog-articles", z.object({ slug: z.string() })),
  ]);
  if (!article) throw new Error("the CMS has no blog article");
  const violations = await watchPolicyViolations(page);

  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: "Menu", exact: true }).click();
  await expect(page.locator("dialog#site-menu")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.locator("dialog#site-menu")).toBeHidden();

  await gotoHydrated(page, "/buy");
  await page.getByRole("radio", { name: /^Queen,/ }).check({ force: true });
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("radio", { name: new RegExp(`^${SEED.depth}`) }).check({ force: true });
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByText("1 x Classic Queen")).toBeVisible();

  await gotoHydrated(page, "/faqs");
  await page.getByRole("button", { name: `${label}, 1 item`, exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Your cart" })).toBeVisible();
  await page.keyboard.press("Escape");

  for (const url of [`/${article.slug}`, "/contact"]) {
    await gotoHydrated(page, url);
  }
  expect(violations).toEqual([]);
});

test("an inline script or event handler injected into the page is blocked", async ({ page }) => {
  const violations = await watchPolicyViolations(page);
  await gotoHydrated(page, "/");
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "document.documentElement.dataset.injected = 'script'";
    document.body.append(script);
    const image = document.createElement("img");
    image.setAttribute("onerror", "document.documentElement.dataset.injected = 'handler'");
    image.src = "/no-such-image.png";
    document.body.append(image);
  });
  await expect.poll(() => violations.filter((report) => report.startsWith("script-src")).length).toBe(2);
  await expect(page.locator("html")).not.toHaveAttribute("data-injected", /.*/);
});

test("a script injected into the document's HTML does not run, while the app's own scripts do and the page hydrates", async ({
  page,
  request,
}) => {
  const label = await cartLabel(request);
  const violations = await watchPolicyViolations(page);
  // The real document and its real policy, with two scripts an HTML-injection bug could have put in it:
  // one of its own, and one that opens like React Router's end of the loader data.
  await page.route(
    (url) => url.pathname === "/faqs",
    async (route) => {
      const response = await route.fetch();
      const injected = [
        "<script>window.__injected = 'script'</script>",
        "<script>window.__reactRouterContext.streamController.close();window.__injected = 'lookalike'</script>",
      ].join("");
      const headers = { ...response.headers() };
      delete headers["content-encoding"];
      delete headers["content-length"];
      await route.fulfill({ response, headers, body: (await response.text()).replace(/<body[^>]*>/, `$&${injected}`) });
    },
  );
  await gotoHydrated(page, "/faqs");
  expect(await page.evaluate(() => (window as { __injected?: string }).__injected)).toBeUndefined();
  await expect.poll(() => violations.filter((report) => /^script-src\S* blocked inline/.test(report)).length).toBe(2);
  await page.getByRole("button", { name: label, exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Your cart" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the checkout form's redirect to the shop is allowed by form-action", async ({ page, request }) => {
    const variant = await classicVariant(request);
    const violations = await watchPolicyViolations(page);
    const added = await page.request.post("/api/cart", {
      form: { intent: "add", variantKey: variant.key, quantity: "1" },
    });
    expect(added.ok()).toBe(true);
    await page.goto("/buy?step=4");
    await page.getByRole("button", { name: "Checkout" }).click();
    await expect(page).toHaveURL((url) => url.href.startsWith(`${shopUrl()}/cart/c/`));
    expect(violations).toEqual([]);
  });
});

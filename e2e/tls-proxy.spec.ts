import { test, type Browser } from "@playwright/test";
import { expect, SEED, useNewVersion } from "./support/purchase";
import { shopUrl } from "./support/shop";
import { localCertificates, startTlsProxy, type LocalCertificates, type TlsProxy } from "../test-support/tls";

/**
 * Every form works behind a TLS-terminating balancer, without JavaScript too. The stack runs with
 * TRUST_PROXY=loopback, as a deployment behind one balancer would.
 */

let certificates: LocalCertificates;
let proxy: TlsProxy;

test.beforeAll(async ({ baseURL }) => {
  // Its own visitor address, so the per-client form limit of other journeys is not shared.
  certificates = localCertificates();
  proxy = await startTlsProxy(baseURL ?? "", certificates, `198.18.${Date.now() % 250}.${1 + (process.pid % 250)}`);
});

test.afterAll(async () => {
  await proxy.close();
  certificates.remove();
});

test.beforeEach(() => {
  test.skip(test.info().project.name !== "desktop", "the proxy's answers do not depend on the viewport");
});

test.describe.configure({ timeout: 180_000 });

/** A browser on https:// that accepts the local authority's certificate, with no JavaScript. */
async function visitorWithoutScripts(browser: Browser) {
  const context = await browser.newContext({ baseURL: proxy.url, ignoreHTTPSErrors: true, javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

test("through the TLS proxy, without JavaScript, a shopper adds a set and reaches the checkout", async ({
  browser,
}) => {
  const { context, page } = await visitorWithoutScripts(browser);
  await useNewVersion(context, proxy.url);
  await page.goto("/buy");
  await page.getByRole("radio", { name: /Classic/ }).check({ force: true });
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("radio", { name: /^Queen,/ }).check({ force: true });
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("radio", { name: SEED.depth }).check({ force: true });
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/step=3/);
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page).toHaveURL(/^https:\/\/localhost:\d+\/buy\?.*step=4/);
  await expect(page.getByText("Item added to cart!")).toBeVisible();
  await page.getByRole("button", { name: "Checkout" }).click();
  await expect(page).toHaveURL(new RegExp(`^${shopUrl().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/cart/c/`));
  await context.close();
});

test("through the TLS proxy, without JavaScript, the contact form and the subscribe form are sent", async ({
  browser,
}) => {
  const { context, page } = await visitorWithoutScripts(browser);
  await page.goto("/contact");
  const form = page.locator("form.contact-form__form");
  await form.getByLabel("Email").fill(`tls-${Date.now()}@example.com`);
  await form.getByLabel("Mobile").fill("0412345678");
  await form.getByLabel("Message").fill("Sent through a TLS-terminating proxy");
  await form.locator("button[type=submit]").click();
  await expect(page.getByRole("heading", { name: "Thank you" })).toBeVisible();

  await page.goto("/");
  // Without scripts the footer's Subscribe is a link to the subscribe modal, shown by :target.
  await page.locator(".site-footer__news a").click();
  const subscribe = page.locator("#subscribe-modal form");
  await subscribe.getByLabel("Email address").fill(`tls-subscribe-${Date.now()}@example.com`);
  await subscribe.locator("button[type=submit]").click();
  await expect(page.getByRole("heading", { name: "Thank you" })).toBeVisible();
  await context.close();
});

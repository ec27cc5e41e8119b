import { expect, test, type Page } from "@playwright/test";
import { z } from "zod";
import { formSubmissionsFrom } from "./support/cms-admin";
import { readSingle } from "./support/content";

/**
 * The site shell: header, navigation menu, footer, the subscribe modal, the contact form, the
 * version toggle and the error page. Expected copy comes from the content service.
 */

const footerEntry = z.object({
  footerSocial: z.object({ socials: z.array(z.object({ label: z.string(), url: z.string() })) }),
  footerLegal: z.array(z.object({ label: z.string(), page: z.object({ slug: z.string() }).nullish() })),
  footerSubscribe: z.object({ heading: z.string(), button: z.object({ text: z.string() }) }),
});
const modalEntry = z.object({ heading: z.string() });
const navigationEntry = z.object({
  navigationList: z.array(
    z.object({ category: z.string(), navigationItem: z.array(z.object({ label: z.string(), link: z.string() })) }),
  ),
});

/** Like support/hydration's gotoHydrated, with room for development mode's first, uncompiled load. */
async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 60_000 });
}

test.describe.configure({ timeout: 120_000 });

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < 576;
const menuButton = (page: Page) => page.getByRole("button", { name: "Menu", exact: true });
const menu = (page: Page) => page.locator("dialog#site-menu");

/**
 * Jumps straight there, waits until the page is there, then lets two frames pass: the header reads
 * the position once per animation frame, so each step must be seen before the next one starts.
 */
async function scrollTo(page: Page, top: number): Promise<void> {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(top);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

test.describe("header", () => {
  test("hides while scrolling down and returns on the way up", async ({ page }) => {
    await gotoHydrated(page, "/");
    const header = page.locator(".site-header");
    await expect(header).not.toHaveClass(/site-header--hidden/);
    await scrollTo(page, 300);
    await scrollTo(page, 900);
    await expect(header).toHaveClass(/site-header--hidden/);
    await scrollTo(page, 500);
    await expect(header).not.toHaveClass(/site-header--hidden/);
    await scrollTo(page, 1200);
    await expect(header).toHaveClass(/site-header--hidden/);
    await scrollTo(page, 0);
    await expect(header).not.toHaveClass(/site-header--hidden/);
  });

  test("the buy button starts the purchase flow at step 1, and the header is gone on /buy", async ({ page }) => {
    await gotoHydrated(page, "/");
    const buy = isMobile(page)
      ? page.locator(".site-header__buy-mobile")
      : page.locator(".site-header__cta").getByRole("link");
    await expect(buy).toHaveAttribute("href", isMobile(page) ? "/buy" : "/buy?step=1");
    await buy.click();
    await expect(page).toHaveURL(/\/buy/, { timeout: 60_000 });
    await expect(page.locator(".site-header")).toHaveCount(0);
    await expect(page.locator(".site-footer")).toHaveCount(0);
  });

  test("the version toggle is remembered across reloads", async ({ page, context }) => {
    await gotoHydrated(page, "/");
    if (isMobile(page)) await menuButton(page).click();
    const toggle = page.getByRole("group", { name: "App version" }).locator("visible=true");
    await expect(toggle.getByRole("button", { name: "V1.0" })).toHaveAttribute("aria-pressed", "true");
    await toggle.getByRole("button", { name: "V1.1" }).click();
    await expect(toggle.getByRole("button", { name: "V1.1" })).toHaveAttribute("aria-pressed", "true");
    const cookie = (await context.cookies()).find((candidate) => candidate.name === "bedsmade_version");
    expect(cookie?.value).toBe("1.1");
    expect(cookie?.sameSite).toBe("Lax");

    await gotoHydrated(page, "/");
    if (isMobile(page)) await menuButton(page).click();
    const reloaded = page.getByRole("group", { name: "App version" }).locator("visible=true");
    await expect(reloaded.getByRole("button", { name: "V1.1" })).toHaveAttribute("aria-pressed", "true");
  });
});

test.describe("navigation menu", () => {
  test("opens from the hamburger, closes on Escape and gives focus back", async ({ page }) => {
    await gotoHydrated(page, "/");
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains("scroll-locked")))
      .toBe(true);
    await page.keyboard.press("Escape");
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains("scroll-locked")))
      .toBe(false);
  });

  test("lists the content's categories (accordions that start collapsed on phones) and closes on a link", async ({
    page,
    request,
  }) => {
    const navigation = await readSingle(request, "navigation", navigationEntry);
    const category = navigation.navigationList[1] ?? navigation.navigationList[0];
    const item = category?.navigationItem[0];
    if (!category || !item) throw new Error("the navigation content has no links");

    await gotoHydrated(page, "/");
    await menuButton(page).click();
    const link = menu(page).getByRole("link", { name: item.label, exact: true });
    if (isMobile(page)) {
      const accordion = menu(page).locator("details.nav-category", { hasText: category.category });
      await expect(accordion).not.toHaveAttribute("open");
      await expect(link).toBeHidden();
      await accordion.locator("summary").click();
    }
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/${item.link}$`));
    await expect(menu(page)).toBeHidden();
  });

  test("offers Subscribe, Contact us and Buy now", async ({ page }) => {
    await gotoHydrated(page, "/");
    await menuButton(page).click();
    await expect(menu(page).getByText("Subscribe to get more information")).toBeVisible();
    await expect(menu(page).getByRole("link", { name: "Contact us", exact: true }).last()).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(menu(page).getByRole("link", { name: "Buy now", exact: true })).toHaveAttribute("href", "/buy");
  });
});

test.describe("footer", () => {
  test("social links open in a new tab and a legal link without a page is disabled", async ({ page, request }) => {
    const footer = await readSingle(request, "footer", footerEntry);
    await page.goto("/");
    const site = page.locator(".site-footer");
    for (const social of footer.footerSocial.socials) {
      const link = site.getByRole("link", { name: `${social.label} (opens in a new tab)` });
      await expect(link).toHaveAttribute("href", social.url);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    for (const legal of footer.footerLegal) {
      if (!legal.page) {
        await expect(site.getByText(legal.label, { exact: true })).toHaveAttribute("aria-disabled", "true");
        await expect(site.getByRole("link", { name: legal.label, exact: true })).toHaveCount(0);
      } else {
        await expect(site.getByRole("link", { name: legal.label, exact: true })).toBeVisible();
      }
    }
  });

  test("the subscribe modal checks the address, then thanks the visitor", async ({ page, request }) => {
    const footer = await readSingle(request, "footer", footerEntry);
    const modal = await readSingle(request, "subscribe-modal", modalEntry);
    await gotoHydrated(page, "/");
    await page.locator(".site-footer").getByRole("button", { name: footer.footerSubscribe.button.text }).click();
    const dialog = page.getByRole("dialog", { name: modal.heading });
    await expect(dialog).toBeVisible();

    const email = dialog.getByLabel("Email address");
    const submit = dialog.locator("button[type=submit]");
    await expect(submit).toBeDisabled();
    await email.fill("sam@");
    await email.blur();
    await expect(dialog.getByText("Please enter a valid email", { exact: true })).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(submit).toBeDisabled();
    await email.fill("   ");
    await expect(dialog.getByText("Required", { exact: true })).toBeVisible();

    await email.fill(` sam+${Date.now()}@example.com `);
    await expect(submit).toBeEnabled();
    await submit.click();
    const thanks = page.getByRole("dialog", { name: "Thank you" });
    await expect(thanks).toBeVisible();
    await expect(thanks.getByText("We'll be in touch with you shortly")).toBeVisible();
  });
});

test.describe("contact form", () => {
  test("validates the mobile and stores the message in the CMS", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    const form = page.locator("form.contact-form__form");
    const email = `contact+${test.info().project.name}-${Date.now()}@example.com`;
    await form.getByLabel("Mobile").fill("0412 345 678");
    await form.getByLabel("Mobile").blur();
    await expect(form.getByText("Please enter a valid Australian mobile number (with no spaces)")).toBeVisible();

    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Mobile").fill("+61412345678");
    await form.getByLabel("Message").fill("Do you make sheets for a 45 cm deep mattress?");
    await form.locator("button[type=submit]").click();
    await expect(page.getByRole("dialog", { name: "Thank you" })).toBeVisible();

    const stored = await formSubmissionsFrom(email);
    expect(stored).toContainEqual(
      expect.objectContaining({
        formType: "contact",
        mobile: "+61412345678",
        message: "Do you make sheets for a 45 cm deep mattress?",
      }),
    );
  });

  test("works without JavaScript: the result page thanks the visitor", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact");
    const form = page.locator("form.contact-form__form");
    await form.getByLabel("Email").fill(`nojs-${Date.now()}@example.com`);
    await form.getByLabel("Mobile").fill("0412 345 678");
    await form.getByLabel("Message").fill("Hello from a browser without scripts");
    await form.locator("button[type=submit]").click();
    await expect(page.getByText("Please enter a valid Australian mobile number (with no spaces)")).toBeVisible();
    await expect(page.getByLabel("Message")).toHaveValue("Hello from a browser without scripts");
    await page.getByLabel("Mobile").fill("0412345678");
    await page.getByRole("button", { name: "Send again" }).click();
    await expect(page.getByRole("heading", { name: "Thank you" })).toBeVisible();
    await context.close();
  });
});

test("an error shows the generic error page in the blank layout", async ({ page }) => {
  // A form post to a page that takes none is refused with a 405 and our own words.
  const response = await page.request.post("/experts", { form: { anything: "1" } });
  expect(response.status()).toBe(405);
  const html = await response.text();
  expect(html).toContain('class="error-page"');
  expect(html).toContain("This page does not take form submissions.");
  expect(html).not.toContain("site-header");
});

test("the footer's social icons show light on its dark background, not black on black", async ({ page }) => {
  await page.goto("/contact");
  const icon = page.locator(".social-link img").first();
  await icon.scrollIntoViewIfNeeded();
  await expect(icon).toHaveJSProperty("complete", true);
  const shot = (await icon.screenshot()).toString("base64");
  // The lightest pixel of the icon as the shopper sees it, read back in the browser from the screenshot.
  const lightest = await page.evaluate(async (png) => {
    const bitmap = new Image();
    bitmap.src = `data:image/png;base64,${png}`;
    await bitmap.decode();
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext("2d");
    if (!context) return 0;
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    let light = 0;
    for (let pixel = 0; pixel < data.length; pixel += 4)
      light = Math.max(light, Math.min(data[pixel] ?? 0, data[pixel + 1] ?? 0, data[pixel + 2] ?? 0));
    return light;
  }, shot);
  expect(lightest).toBeGreaterThan(200);
});

test("the header's icons keep their size and the logo its shape, from a small phone to a desktop", async ({ page }) => {
  for (const width of [320, 375, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    const shownIcons = () =>
      page.locator(".site-header .cart-button__icon").evaluateAll((images) =>
        images
          .map((image) => image.getBoundingClientRect())
          .filter((box) => box.width > 0)
          .map((box) => [Math.round(box.width), Math.round(box.height)]),
      );
    await expect.poll(shownIcons, { message: `cart icon at ${width} px` }).toEqual([[24, 24]]);
    const logoFit = await page.locator(".site-header .logo img").evaluate((image: HTMLImageElement) => {
      const box = image.getBoundingClientRect();
      const inShape = Math.abs(box.width / box.height - image.naturalWidth / image.naturalHeight) < 0.05;
      return inShape || getComputedStyle(image).objectFit === "contain";
    });
    expect(logoFit, `logo at ${width} px`).toBe(true);
  }
});

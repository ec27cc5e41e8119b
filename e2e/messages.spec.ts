import { expect, test, type Page } from "@playwright/test";
import { readInbox, replyToOf } from "../test-support/inbox";
import { pauseClock, installClock } from "./support/clock";
import { formSubmissionsFrom } from "./support/cms-admin";
import { gotoHydrated } from "./support/hydration";

/**
 * A contact message reaches the owner's inbox within seconds; one sent faster than a person types is
 * kept as spam. The form's time runs on the page's own clock.
 */

const inbox = () => readInbox(process.env.E2E_MAIL_URL ?? "http://localhost:1080");

async function fillContactForm(page: Page, email: string, message: string): Promise<void> {
  const form = page.locator("form.contact-form__form");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Mobile").fill("0412345678");
  await form.getByLabel("Message").fill(message);
}

test("a contact message reaches the owner's inbox within seconds, the shopper's address to reply to", async ({
  page,
}) => {
  const email = `inbox+${test.info().project.name}-${Date.now()}@example.com`;
  await installClock(page);
  await gotoHydrated(page, "/contact");
  await pauseClock(page);
  await fillContactForm(page, email, "Could you make a set for a 52 cm deep mattress?");
  await page.clock.runFor(5_000); // a person reading and typing
  await page.locator("form.contact-form__form button[type=submit]").click();
  await expect(page.getByRole("dialog", { name: "Thank you" })).toBeVisible();

  const caught = await inbox().next((sent) => replyToOf(sent) === email, "the contact message in the local inbox");
  expect(caught.to.map(({ address }) => address)).toEqual(["owner@bedsmade.local"]);
  expect(caught.text).toContain("Could you make a set for a 52 cm deep mattress?");
  await expect.poll(async () => (await formSubmissionsFrom(email))[0]?.deliveryStatus).toBe("sent");
});

test("a contact form sent the moment it appears is kept as spam and emailed to no one", async ({ page }) => {
  const email = `hasty+${test.info().project.name}-${Date.now()}@example.com`;
  await installClock(page);
  await gotoHydrated(page, "/");
  await pauseClock(page);
  // Reached by a link, the form appears now: its time starts here and the paused clock never moves.
  await page.getByRole("link", { name: "Contact us" }).first().click();
  await fillContactForm(page, email, "Cheap watches");
  await page.locator("form.contact-form__form button[type=submit]").click();
  await expect(page.getByRole("dialog", { name: "Thank you" })).toBeVisible();

  await expect.poll(async () => (await formSubmissionsFrom(email))[0]?.deliveryStatus).toBe("spam");
  expect((await formSubmissionsFrom(email))[0]?.spamReason).toBe("too-fast");
  expect((await inbox().emails()).filter((sent) => replyToOf(sent) === email)).toEqual([]);
});

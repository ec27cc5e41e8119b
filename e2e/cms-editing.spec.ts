import { expect, test, type Page } from "@playwright/test";
import { z } from "zod";
import { adminAccount, cmsAdmin, editPage, PAGE, type Draft } from "./support/cms-admin";
import { blockOf, contentUrl } from "./support/content";
import { FIRST_LOAD, gotoHydrated } from "./support/hydration";

/**
 * An edit published in Strapi's admin shows on the storefront. Each journey writes a sentence no other
 * journey reads and puts back what it changed; desktop only.
 */

test.describe.configure({ timeout: 180_000 });
/** The admin waits on the CMS, which shares the machine with the whole stack and two browsers. */
const CMS_ANSWER = { timeout: 30_000 };

test.beforeEach(() => {
  test.skip(test.info().project.name !== "desktop", "the CMS's admin does not depend on the shop's viewport");
});

const FAQ = "blocks.faq-accordion";
const faqBlock = z.object({
  sections: z.array(
    z.object({ heading: z.string(), sectionBlocks: z.array(z.object({ question: z.string(), answer: z.string() })) }),
  ),
});
/** The parts of a page's draft these journeys change; every other field is kept as loaded. */
const faqDraft = z.looseObject({
  pageContent: z.array(
    z.looseObject({
      __component: z.string(),
      sections: z.array(z.looseObject({ sectionBlocks: z.array(z.looseObject({ answer: z.string() })) })).optional(),
    }),
  ),
});
const homeDraft = z.looseObject({ pageContent: z.tuple([z.looseObject({ heading: z.string() })], z.looseObject({})) });

/** A sentence no seed and no other run holds. */
const uniqueSentence = (subject: string) => `${subject} (edited in the CMS at ${Date.now()}).`;

/** Sets the first answer of the FAQ's first section in the page's draft. */
function withFirstAnswer(answer: string): (draft: Draft) => Draft {
  return (draft) => {
    const page = faqDraft.parse(draft);
    const item = page.pageContent.find((block) => block.__component === FAQ)?.sections?.[0]?.sectionBlocks[0];
    if (!item) throw new Error("the faqs page's draft has no first FAQ answer");
    item.answer = answer;
    return page;
  };
}

async function signInToAdmin(page: Page): Promise<void> {
  await page.goto(`${contentUrl()}/admin`);
  await page.getByLabel("Email").fill(adminAccount.email);
  await page.getByLabel("Password").fill(adminAccount.password);
  await page.getByRole("button", { name: "Login" }).click();
  await skipTours(page);
}

/**
 * The admin in the browser on the run's API session, as "Remember me" keeps it: Strapi allows five
 * sign-ins per address in five minutes, so only the journey about the sign-in form uses the form.
 */
async function resumeAdmin(page: Page): Promise<void> {
  const { token } = await cmsAdmin();
  await page.addInitScript((jwt) => localStorage.setItem("jwtToken", JSON.stringify(jwt)), token);
  await page.goto(`${contentUrl()}/admin`);
  await skipTours(page);
}

async function skipTours(page: Page): Promise<void> {
  await expect(page.getByRole("link", { name: "Content Manager" })).toBeVisible(FIRST_LOAD);
  // A new admin user is offered a guided tour on its first visit to each part of the admin.
  await page.addLocatorHandler(page.getByRole("dialog", { name: "Content manager", exact: true }), async (tour) => {
    await tour.getByRole("button", { name: "Skip" }).click();
  });
}

async function openPage(page: Page, slug: string): Promise<void> {
  await page.getByRole("link", { name: "Content Manager" }).click();
  await page.getByRole("link", { name: "Page", exact: true }).click();
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.getByRole("searchbox", { name: "Search for Page" }).fill(slug);
  await page.keyboard.press("Enter");
  await page.getByRole("gridcell", { name: slug, exact: true }).click();
  await expect(page.getByRole("textbox", { name: "slug" })).toHaveValue(slug, CMS_ANSWER);
}

test("a Playwright test signs in to /admin, edits an FAQ answer, publishes, and finds it on /faqs", async ({
  page,
  request,
}) => {
  const faq = await blockOf(request, "faqs", FAQ, faqBlock);
  const section = faq.sections[0];
  const item = section?.sectionBlocks[0];
  if (!section || !item) throw new Error("the FAQ has no first question");
  const answer = uniqueSentence("Every parcel ships free and tracked");

  try {
    await signInToAdmin(page);
    await openPage(page, "faqs");
    await page.getByRole("button", { name: /^FAQ accordion/ }).click();
    await page.getByRole("button", { name: section.heading, exact: true }).click();
    await page.getByRole("button", { name: item.question, exact: true }).click();
    // The answer is markdown, in Strapi's code editor: select what is there and type over it.
    await page.getByRole("region", { name: item.question, exact: true }).getByLabel("Editor").click();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.insertText(answer);
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByText("Published document")).toBeVisible(CMS_ANSWER);

    await expect.poll(async () => (await page.request.get("/faqs")).text(), { timeout: 10_000 }).toContain(answer);
    await gotoHydrated(page, "/faqs");
    await page
      .locator("details", { has: page.getByText(item.question, { exact: true }) })
      .locator("summary")
      .click();
    await expect(page.getByText(answer, { exact: true })).toBeVisible();
  } finally {
    await editPage("faqs", withFirstAnswer(item.answer));
  }
});

/** A page no other journey here edits or publishes: the journeys run side by side on one CMS. */
const PREVIEWED = "privacy";
const introDraft = z.looseObject({
  pageContent: z.array(z.looseObject({ __component: z.string(), heading: z.string().optional() })),
});

test("the owner's Open preview shows a saved draft inside the admin, through a link that holds no secret", async ({
  page,
  request,
}) => {
  const admin = await cmsAdmin();
  const documentId = await admin.documentIdOf(PAGE, PREVIEWED);
  const saved = await admin.draft(PAGE, documentId);
  const draft = introDraft.parse(structuredClone(saved));
  const intro = draft.pageContent.find((block) => block.__component === "blocks.page-intro");
  if (!intro?.heading) throw new Error(`the ${PREVIEWED} page's draft has no intro heading`);
  const published = intro.heading;
  intro.heading = uniqueSentence("Your questions, answered");

  try {
    await admin.saveDraft(PAGE, documentId, draft);
    await resumeAdmin(page);
    await openPage(page, PREVIEWED);
    await page.getByRole("link", { name: "Open preview" }).click();

    const frame = page.getByTestId("preview-iframe");
    const link = new URL((await frame.getAttribute("src")) ?? "");
    expect(link.pathname).toBe("/api/preview");
    expect([...link.searchParams.keys()]).toEqual(["token"]);
    await expect(frame.contentFrame().getByRole("heading", { level: 1, name: intro.heading, exact: true })).toBeVisible(
      CMS_ANSWER,
    );

    // Shoppers, without the editor's preview cookie, keep the published heading.
    const shoppers = await (await request.get(`/${PREVIEWED}`)).text();
    expect(shoppers).toContain(published);
    expect(shoppers).not.toContain(intro.heading);
  } finally {
    await admin.saveDraft(PAGE, documentId, saved);
  }
});

test("the owner who asks to unpublish the home page is told why not, and it stays published", async ({ page }) => {
  const publishedHomes = async () => {
    const answer = await page.request.get(`${contentUrl()}/api/pages?filters[slug][$eq]=home&fields[0]=slug`);
    return z.object({ data: z.array(z.unknown()) }).parse(await answer.json()).data.length;
  };
  try {
    await resumeAdmin(page);
    await openPage(page, "home");
    await page.getByRole("button", { name: "More document actions" }).click();
    await page.getByRole("menuitem", { name: "Unpublish" }).first().click();
    await expect(
      page.getByText("This page cannot be unpublished. The home page is what shoppers see at /."),
    ).toBeVisible(CMS_ANSWER);
    expect(await publishedHomes()).toBe(1);
  } finally {
    // Should the refusal ever fail, the rest of the suite still needs its home page.
    if ((await publishedHomes()) === 0) {
      const admin = await cmsAdmin();
      await admin.publish(PAGE, await admin.documentIdOf(PAGE, "home"));
    }
  }
});

test("the owner who writes a Redirect to no page is told so at its field, and one typed with capitals and slashes leads shoppers from its old address", async ({
  page,
}) => {
  const REDIRECT = "api::redirect.redirect";
  const from = `Old-Contact-${Date.now()}`;
  const answerOf = (path: string) => page.request.get(path, { maxRedirects: 0 });
  try {
    await resumeAdmin(page);
    await page.getByRole("link", { name: "Content Manager" }).click();
    await page.getByRole("link", { name: "Redirect", exact: true }).click();
    await page
      .getByRole("link", { name: /Create new entry/ })
      .first()
      .click();
    const fromField = page.getByRole("textbox", { name: /^from/ });
    const toField = page.getByRole("textbox", { name: /^to/ });
    await fromField.fill(`/${from}/`);
    await toField.fill("contcat");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText('"contcat" goes to no published page or article.', { exact: true })).toBeVisible(
      CMS_ANSWER,
    );

    await toField.fill("contact");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved document")).toBeVisible(CMS_ANSWER);
    await expect(fromField).toHaveValue(from.toLowerCase(), CMS_ANSWER);
    await expect
      .poll(async () => (await answerOf(`/${from}`)).headers()["location"], { timeout: 20_000 })
      .toBe("/contact");
    expect((await answerOf(`/${from.toLowerCase()}`)).headers()["location"]).toBe("/contact");
  } finally {
    const admin = await cmsAdmin();
    const written = z
      .object({ results: z.array(z.object({ documentId: z.string() })) })
      .parse(
        await admin.call("GET", `/content-manager/collection-types/${REDIRECT}?filters[from][$containsi]=${from}`),
      );
    for (const { documentId } of written.results) await admin.remove(REDIRECT, documentId);
  }
});

test("the owner who publishes a page at an address the storefront sends on (the old site's /care) is told so at its slug, and shoppers keep the page where it was", async ({
  page,
}) => {
  const admin = await cmsAdmin();
  const contactId = await admin.documentIdOf(PAGE, "contact");
  try {
    await resumeAdmin(page);
    await openPage(page, "contact");
    await page.getByRole("textbox", { name: "slug" }).fill("care");
    await page.getByRole("button", { name: "Publish" }).first().click();
    await expect(page.getByText(/^The address \/care is one of the old site's \(care\)/).first()).toBeVisible(
      CMS_ANSWER,
    );
    expect((await page.request.get("/contact", { maxRedirects: 0 })).status()).toBe(200);
  } finally {
    // Should the refusal ever fail, the rest of the suite still needs its contact page at /contact.
    const draft = z.looseObject({ slug: z.string() }).parse(await admin.draft(PAGE, contactId));
    if (draft.slug !== "contact") await admin.saveDraft(PAGE, contactId, { ...draft, slug: "contact" });
    const published = await page.request.get(`${contentUrl()}/api/pages?filters[slug][$eq]=contact&fields[0]=slug`);
    if (z.object({ data: z.array(z.unknown()) }).parse(await published.json()).data.length === 0)
      await admin.publish(PAGE, contactId);
  }
});

test("a page's heading changed through Strapi shows on the next request", async ({ page }) => {
  let original = "";
  const heading = uniqueSentence("Sheets cut for your mattress");
  const setFirstHeading = (text: string) => (draft: Draft) => {
    const home = homeDraft.parse(draft);
    const [first] = home.pageContent;
    original ||= first.heading;
    first.heading = text;
    return home;
  };

  // Strapi sends its webhooks from a queue once the change is committed, not before it answers the
  // publish: the storefront's next request after the purge is the one that must show the change.
  const homeHeading = async () => {
    await page.goto("/");
    return page.getByRole("heading", { level: 1 }).innerText();
  };
  await editPage("home", setFirstHeading(heading));
  try {
    await expect.poll(homeHeading, { timeout: 10_000 }).toBe(heading);
  } finally {
    await editPage("home", setFirstHeading(original));
  }
  await expect.poll(homeHeading, { timeout: 10_000 }).toBe(original);
});

const mediaFile = z.object({ id: z.number(), name: z.string(), url: z.string(), fileVersion: z.string() });
type MediaFile = z.infer<typeof mediaFile>;

/**
 * The owner's Replace in the Media Library: new bytes under the file's id and name, as the admin sends
 * them (without its name, Strapi would rename the file after the upload). Strapi keeps its address.
 */
async function replaceFile(file: MediaFile, bytes: Uint8Array<ArrayBuffer>): Promise<MediaFile> {
  const form = new FormData();
  form.append("files", new Blob([bytes], { type: "image/webp" }), file.name);
  form.append("fileInfo", JSON.stringify({ name: file.name }));
  const response = await fetch(`${contentUrl()}/upload?id=${file.id}`, {
    method: "POST",
    headers: { authorization: `Bearer ${(await cmsAdmin()).token}` },
    body: form,
  });
  expect(response.status).toBe(200);
  return mediaFile.parse(await response.json());
}

test("a picture replaced in the Media Library shows at once, and a browser may keep it for good", async ({ page }) => {
  const admin = await cmsAdmin();
  const fileNamed = async (name: string) =>
    z.object({ results: z.array(mediaFile) }).parse(await admin.call("GET", `/upload/files?filters[name][$eq]=${name}`))
      .results[0];
  const portrait = await fileNamed("expert-4.webp");
  const other = await fileNamed("expert-3.webp");
  if (!portrait || !other) throw new Error("the seed's expert portraits are not in the Media Library");
  const bytesAt = async (url: string) => new Uint8Array(await (await fetch(`${contentUrl()}${url}`)).arrayBuffer());
  const original = await bytesAt(portrait.url);
  const founder = page.getByRole("img", { name: "Illustrated portrait of the founder" }).first();
  const addressOnPage = async () => {
    await page.goto("/experts");
    return (await founder.getAttribute("src")) ?? "";
  };
  const before = await addressOnPage();
  expect(before).toContain(`v=${portrait.fileVersion}`);

  // Another portrait of the same size: the page's boxes stay as they are for every other journey.
  const replaced = await replaceFile(portrait, await bytesAt(other.url));
  try {
    expect([replaced.name, replaced.url, replaced.fileVersion === portrait.fileVersion]).toEqual([
      portrait.name,
      portrait.url,
      false,
    ]);
    await expect.poll(addressOnPage, { timeout: 10_000 }).toContain(`v=${replaced.fileVersion}`);
    const after = await page.request.get(await addressOnPage());
    expect(after.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const stale = await page.request.get(before);
    expect(stale.headers()["cache-control"]).toBe("no-cache");
    expect(await stale.body()).toEqual(await after.body());
  } finally {
    await replaceFile(portrait, original);
  }
});

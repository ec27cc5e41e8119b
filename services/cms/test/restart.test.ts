import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, type Admin } from "../../../test-support/cms-admin.js";
import { getData, runSql, type Json, type TestCms, startTestCms } from "./support/cms.js";
import { startReceiver, type Receiver } from "./support/receiver.js";
import { seedEntryCount, seedKeys, seedMedia } from "./support/seed.js";

/** What a restart keeps and mends: deleted entries stay deleted, the webhook is updated, old pictures gain their facts. */

const ARTICLE = "api::blog-article.blog-article";
const DELETED = "styling-your-bed";
const FIRST_SECRET = "restart-test-first-secret";
const SECOND_SECRET = "restart-test-second-secret";

let receiver: Receiver;
let cms: TestCms;
let admin: Admin;
let firstLog: string;
let pagesBefore: Json[];
beforeAll(async () => {
  receiver = await startReceiver(5315);
  // An empty data folder: this start imports the seed itself.
  cms = await startTestCms(5305, {
    unseeded: true,
    env: { REVALIDATE_SECRET: FIRST_SECRET, CONTENT_WEBHOOK_URL: receiver.url },
  });
  firstLog = cms.process.output();
  admin = await signIn(cms.url);
  pagesBefore = await getData(cms, "/api/pages?pagination[pageSize]=100");
  await admin.remove(ARTICLE, await admin.documentIdOf(ARTICLE, DELETED));
  await forgetFileFacts(cms.dataDir);
  await cms.restart({ REVALIDATE_SECRET: SECOND_SECRET, CONTENT_WEBHOOK_URL: receiver.url });
  admin = await signIn(cms.url);
}, 300_000);
afterAll(async () => {
  await cms?.stop();
  await receiver?.close();
});

/** A CMS whose pictures were uploaded before it worked out their colours and versions (src/media/file-facts.ts). */
function forgetFileFacts(dataDir: string): Promise<void> {
  return runSql(dataDir, "UPDATE files SET placeholder_colour = NULL, file_version = NULL");
}

const slugs = (entries: Json[]) => entries.map((entry) => entry.slug).sort();

describe("seeding", () => {
  it("the first start imports every media file of media/media.yaml and every entry file", () => {
    expect(firstLog).toContain(`[seed] Imported ${seedMedia().length} media files and ${seedEntryCount()} entries.`);
  });

  it("a second start on the same data folder imports nothing: the log says nothing of it and the pages are the same", async () => {
    expect(cms.process.output()).toContain("Strapi started successfully");
    expect(cms.process.output()).not.toContain("[seed] Imported");
    const pagesAfter = await getData(cms, "/api/pages?pagination[pageSize]=100");
    expect(pagesAfter).toHaveLength(seedKeys("pages").length);
    expect(pagesAfter.map((page: Json) => page.documentId).sort()).toEqual(
      pagesBefore.map((page) => page.documentId).sort(),
    );
  });

  it("an article deleted in the admin stays deleted after the restart", async () => {
    const articles = await getData(cms, "/api/blog-articles?pagination[pageSize]=100");
    expect(slugs(articles)).toEqual(seedKeys("blog-articles").filter((key) => key !== DELETED));
    const { results } = await admin.call(
      "GET",
      `/content-manager/collection-types/${ARTICLE}?filters[slug][$eq]=${DELETED}`,
    );
    expect(results).toEqual([]);
  });
});

describe("placeholder colours and versions across restarts", () => {
  it("pictures uploaded before colours and versions were worked out get theirs at the next start", async () => {
    expect(cms.process.output()).toMatch(/\[media\] Gave \d+ earlier pictures their placeholder colour\./);
    expect(cms.process.output()).toMatch(/\[media\] Gave \d+ earlier pictures their version\./);
    const [home] = await getData(cms, "/api/pages?filters[slug][$eq]=home&populate=deep,5");
    expect(home.pageContent[0].image.placeholderColour).toMatch(/^#[0-9a-f]{6}$/);
    expect(home.pageContent[0].image.fileVersion).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe("the storefront's webhook across restarts", () => {
  it("restarting with a different REVALIDATE_SECRET updates the one webhook rather than adding a second", async () => {
    const hooks = await admin.webhooks();
    expect(hooks).toHaveLength(1);
    expect(hooks[0]).toMatchObject({ url: receiver.url, headers: { Authorization: `Bearer ${SECOND_SECRET}` } });
  });

  it("and the next change is sent with the new secret", async () => {
    const PAGE = "api::page.page";
    const faqsId = await admin.documentIdOf(PAGE, "faqs");
    await admin.publish(PAGE, faqsId);
    const hook = await receiver.next(
      (h) => h.body.event === "entry.publish" && h.body.entry?.documentId === faqsId,
      "entry.publish of faqs",
    );
    expect(hook.headers.authorization).toBe(`Bearer ${SECOND_SECRET}`);
  });

  it("the delete before the restart was sent with the first secret", async () => {
    const hook = await receiver.next(
      (h) => h.body.event === "entry.delete" && h.body.entry?.slug === DELETED,
      "entry.delete of the article",
    );
    expect(hook.headers.authorization).toBe(`Bearer ${FIRST_SECRET}`);
    expect(hook.body).toMatchObject({ model: "blog-article", uid: ARTICLE });
  });
});

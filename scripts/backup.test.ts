import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createShopService, type ShopService } from "../services/shop/src/service.js";
import { startTestCms, type TestCms } from "../services/cms/test/support/cms.js";
import { cmsDatabaseUrl } from "../test-support/cms.js";
import { request, signIn, type Admin, type Json } from "../test-support/cms-admin.js";
import { serverSql } from "../test-support/postgres.js";
import { runBackupScript } from "../test-support/backup-cli.js";
import { stopAll } from "../test-support/processes.js";

/**
 * A backup taken while the CMS keeps serving and storing messages restores to services that answer
 * exactly as before. Under vitest.postgres.config.ts the backup runs pg_dump.
 */

const KEY = "backup-test-key-that-is-long-enough-0123456789";
const STOREFRONT_TOKEN = "backup-test-storefront-token-0123456789abcdef";
const ENV = { CONTENT_API_TOKEN: STOREFRONT_TOKEN };
const PAGE = "api::page.page";
const ARTICLE = "api::blog-article.blog-article";
const SUBMISSIONS = "/content-manager/collection-types/api::form-submission.form-submission?pageSize=500&sort=id:asc";
/** The reads the storefront makes, with the populate it sends. */
const READS = [
  "/api/pages?filters[slug][$eq]=home&populate=deep,5",
  "/api/pages?filters[slug][$eq]=faqs&populate=deep,5",
  "/api/blog-articles?populate=deep,5&sort=date:desc&pagination[pageSize]=100",
  "/api/header?populate=deep,5",
  "/api/footer?populate=deep,5",
  "/api/navigation?populate=deep",
];
/** A 1×1 red PNG: the picture the owner uploads. */
const PICTURE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);
const CART = `mutation { cartCreate(input: { lines: [{ merchandiseId: "gid://shopify/ProductVariant/44700000001003", quantity: 2 }] }) { cart { id totalQuantity } } }`;

let scratch: string;
let cms: TestCms;
let shop: ShopService;
let shopDir: string;
let archive: string;
let plainArchive: string;
let cartId: string;
let pictureUrl: string;
type Answers = { reads: Json[]; submissions: Json[]; cart: Json; picture: string };
const before: Answers = { reads: [], submissions: [], cart: null, picture: "" };
const after: Answers = { reads: [], submissions: [], cart: null, picture: "" };
let backupWhileServing: { status: number | null; output: string; readsAnswered: number; messagesStored: number };
let signedInAfterRestore: boolean;

/** The backup and restore scripts, against the test's data folders. */
const run = (script: "backup" | "restore", args: string[], env: Record<string, string> = {}) =>
  runBackupScript(script, args, {
    CONTENT_DATA_DIR: cms.dataDir,
    SHOP_DATA_DIR: shopDir,
    DATABASE_URL: cmsDatabaseUrl(cms.dataDir) ?? "",
    ...env,
  });

const shopQuery = async (query: string): Promise<Json> =>
  (
    await fetch(`${shop.url}/api/2026-04/graphql.json`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ query }),
    })
  ).json();

const sha256 = (bytes: Buffer | ArrayBuffer) =>
  createHash("sha256")
    .update(Buffer.from(bytes as ArrayBuffer))
    .digest("hex");

async function answers(target: Answers, admin: Admin): Promise<void> {
  target.reads = await Promise.all(READS.map(async (read) => (await request(`${cms.url}${read}`)).body));
  target.submissions = (await admin.call("GET", SUBMISSIONS)).results;
  const picture = await fetch(`${cms.url}${pictureUrl}`);
  if (!picture.ok) throw new Error(`GET ${pictureUrl} answered ${picture.status}`);
  target.picture = sha256(await picture.arrayBuffer());
  target.cart = await shopQuery(
    `{ cart(id: ${JSON.stringify(cartId)}) { id totalQuantity lines(first: 5) { nodes { quantity } } } }`,
  );
}

/** A contact message, sent as the storefront sends it (its token is not rate-limited). */
const sendContact = (email: string) =>
  request(`${cms.url}/api/ezforms/submit`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${STOREFRONT_TOKEN}` },
    body: JSON.stringify({
      formName: "Contact page",
      formData: { formType: "contact", email, mobile: "0412345678", message: `A message from ${email}` },
    }),
  });

async function ownerAndShopperChangeThings(admin: Admin): Promise<void> {
  const faqs = await admin.documentIdOf(PAGE, "faqs");
  const draft = await admin.draft(PAGE, faqs);
  draft.pageSeo.metaTitle = "FAQs, restored from a backup";
  await admin.saveDraft(PAGE, faqs, draft);
  await admin.publish(PAGE, faqs);

  const article = await admin.createDraft(ARTICLE, {
    slug: "kept-by-the-backup",
    heading: "Kept by the backup",
    date: "2026-12-01",
    pageSeo: { metaTitle: "Kept by the backup", metaDescription: "An article written just before the backup." },
  });
  await admin.publish(ARTICLE, article.documentId);

  const form = new FormData();
  form.append("files", new Blob([new Uint8Array(PICTURE)], { type: "image/png" }), "kept-picture.png");
  const uploaded = await request(`${cms.url}/upload`, {
    method: "POST",
    headers: { authorization: `Bearer ${admin.token}` },
    body: form,
  });
  if (uploaded.status !== 201) throw new Error(`The upload answered ${uploaded.status}`);
  pictureUrl = uploaded.body[0].url;

  const message = await sendContact("kept@example.com");
  if (message.status !== 200) throw new Error(`The contact message answered ${message.status}`);

  cartId = (await shopQuery(CART)).data.cartCreate.cart.id;
}

/**
 * Backs up while the CMS keeps answering reads and storing a stream of contact messages, one after
 * another, and counts what it answered meanwhile.
 */
async function backUpUnderLoad(out: string, env: Record<string, string>) {
  let done = false;
  let readsAnswered = 0;
  let messagesStored = 0;
  const reader = async () => {
    while (!done) {
      const answer = await fetch(`${cms.url}${READS[0]}`).catch(() => undefined);
      await answer?.body?.cancel();
      if (answer?.ok) readsAnswered += 1;
    }
  };
  const writer = async () => {
    while (!done) if ((await sendContact(`during-${messagesStored}@example.com`)).status === 200) messagesStored += 1;
  };
  const load = [reader(), reader(), writer()];
  const result = await run("backup", ["--out", out], env);
  done = true;
  await Promise.all(load);
  return { ...result, readsAnswered, messagesStored };
}

/** Empties the CMS's PostgreSQL database, as a new server would have it; on SQLite the folder held it. */
async function wipeDatabase(): Promise<void> {
  const url = cmsDatabaseUrl(cms.dataDir);
  if (!url) return;
  const name = new URL(url).pathname.slice(1);
  const server = url.slice(0, url.lastIndexOf("/"));
  await serverSql(server, `DROP DATABASE ${name} WITH (FORCE)`);
  await serverSql(server, `CREATE DATABASE ${name}`);
}

const onlyFile = (folder: string) => path.join(folder, readdirSync(folder)[0] ?? "missing");
const shopWith = (dataDir: string) => createShopService({ port: 0, dataDir, log: () => undefined });

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), "bedsmade-backup-test-"));
  shopDir = path.join(scratch, "shop");
  cms = await startTestCms(null, { env: ENV });
  shop = await shopWith(shopDir);
  let admin = await signIn(cms.url);
  await ownerAndShopperChangeThings(admin);
  await answers(before, admin);

  backupWhileServing = await backUpUnderLoad(path.join(scratch, "encrypted"), { BACKUP_KEY: KEY });
  archive = onlyFile(path.join(scratch, "encrypted"));
  const plain = await run("backup", ["--out", path.join(scratch, "plain")]);
  if (plain.status !== 0) throw new Error(plain.output);
  plainArchive = onlyFile(path.join(scratch, "plain"));

  await cms.process.stop(10_000);
  await shop.close();
  await rm(cms.dataDir, { recursive: true, force: true });
  await rm(shopDir, { recursive: true, force: true });
  await wipeDatabase();
  const restored = await run("restore", [archive], { BACKUP_KEY: KEY });
  if (restored.status !== 0) throw new Error(`The restore failed:\n${restored.output}`);

  await cms.restart(ENV);
  shop = await shopWith(shopDir);
  admin = await signIn(cms.url);
  signedInAfterRestore = true;
  await answers(after, admin);
}, 400_000);

afterAll(async () => {
  await shop?.close();
  await cms?.stop();
  await stopAll();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe("npm run backup", () => {
  it("writes one encrypted archive while the CMS keeps answering reads and storing messages", () => {
    expect(backupWhileServing.status, backupWhileServing.output).toBe(0);
    expect(backupWhileServing.readsAnswered).toBeGreaterThan(0);
    expect(backupWhileServing.messagesStored).toBeGreaterThan(0);
    expect(readdirSync(path.dirname(archive))).toHaveLength(1);
    expect(readFileSync(archive).subarray(0, 16).toString()).toBe("BEDSMADE-BACKUP-");
  });

  it("names in its manifest the CMS database, the uploaded picture and the shop's data, each with its checksum", () => {
    const unpacked = path.join(scratch, "unpacked");
    mkdirSync(unpacked, { recursive: true });
    expect(spawnSync("tar", ["-xzf", plainArchive, "-C", unpacked]).status).toBe(0);
    const manifest = JSON.parse(readFileSync(path.join(unpacked, "manifest.json"), "utf8"));
    const files = new Map(manifest.files.map((file: Json) => [file.path, file]));
    const onPostgres = cmsDatabaseUrl(cms.dataDir) !== undefined;
    expect(manifest.cmsDatabase).toBe(onPostgres ? "postgresql" : "sqlite");
    expect(files.get(onPostgres ? "cms/database.pgdump" : "cms/data.db")).toMatchObject({
      size: expect.any(Number),
      sha256: expect.any(String),
    });
    expect(files.get("shop/shop.db")).toMatchObject({ size: expect.any(Number) });
    expect(files.get(`cms/uploads/${path.basename(pictureUrl)}`)).toMatchObject({ sha256: before.picture });
  });
});

describe("npm run restore, into wiped data folders", () => {
  it("gives the same answer to every content read as before", () => {
    expect(after.reads).toEqual(before.reads);
    expect(JSON.stringify(after.reads)).toContain("FAQs, restored from a backup");
    expect(JSON.stringify(after.reads)).toContain("kept-by-the-backup");
  });

  it("keeps every form submission, the contact message sent before the backup among them", () => {
    expect(after.submissions.slice(0, before.submissions.length)).toEqual(before.submissions);
    expect(before.submissions.map((submission: Json) => submission.email)).toContain("kept@example.com");
  });

  it("holds the messages stored during the backup up to one moment: the first n of the stream, none half-written", () => {
    const during = after.submissions.slice(before.submissions.length).map((submission: Json) => submission.email);
    expect(during.length).toBeLessThanOrEqual(backupWhileServing.messagesStored);
    expect(during).toEqual(during.map((_email: string, index: number) => `during-${index}@example.com`));
  });

  it("serves the uploaded picture byte for byte", () => {
    expect(after.picture).toBe(before.picture);
  });

  it("keeps the shopper's cart in the shop", () => {
    expect(after.cart).toEqual(before.cart);
    expect(after.cart.data.cart.totalQuantity).toBe(2);
  });

  it("lets the owner sign in afterwards", () => {
    expect(signedInAfterRestore).toBe(true);
  });
});

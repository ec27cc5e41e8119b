import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, type Admin, type Json } from "../../../test-support/cms-admin.js";
import { smtpEnvironment, startInbox, type CaughtEmail, type Inbox } from "../../../test-support/inbox.js";
import {
  freePort,
  spawnProcess,
  stopAll,
  waitFor,
  waitForHttp,
  type Spawned,
} from "../../../test-support/processes.js";
import { request, startTestCms, type TestCms } from "./support/cms.js";
import { classicQueenBack, sendShopWebhook, type WebhookOptions } from "./support/shop-webhook.js";

/**
 * End to end through the shop stand-in's own command and signed webhook: each waiting shopper gets
 * exactly one email; a replay or forged signature sends nothing.
 */

const SUBMISSIONS = "/content-manager/collection-types/api::form-submission.form-submission";
const STOREFRONT_TOKEN = "restock-test-storefront-token-0123456789abcdef";
const SECRET = "restock-test-webhook-secret-0123456789";
const STOREFRONT = "http://storefront.test";
const SUBJECT = "Your Bedsmade sheet set is back in stock";
const shopDir = path.resolve(import.meta.dirname, "../../shop");
const run = promisify(execFile);
/** tsx run by node itself, so stopping the process stops the shop (npx would leave it running). */
const tsx = path.resolve(import.meta.dirname, "../../../node_modules/tsx/dist/cli.mjs");

let inbox: Inbox;
let cms: TestCms;
let admin: Admin;
let shopData: string;
let shopEnv: NodeJS.ProcessEnv;
let shop: Spawned;

const classicQueen1520 = { line: "classic", size: "queen", depth: "44700000001006" };
const premiumKing3135 = { line: "premium", size: "king", depth: "44700000002014" };

function askAbout(email: string, set: Record<string, string>, extra: Record<string, string> = {}) {
  return request(`${cms.url}/api/ezforms/submit`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${STOREFRONT_TOKEN}` },
    body: JSON.stringify({ formData: { formType: "sold-out", email, ...set, ...extra } }),
  });
}

async function requestsOf(email: string): Promise<Json[]> {
  const query = `filters[email][$eqi]=${encodeURIComponent(email)}&filters[formType][$eq]=sold-out`;
  return (await admin.call("GET", `${SUBMISSIONS}?${query}`)).results;
}

const sentTo = (email: string) => async () =>
  (await inbox.emails()).filter((caught) => caught.to.some(({ address }) => address.toLowerCase() === email));

/** The emails to `email`, once there are at least `count` (the shop's log in the failure, if not). */
const waitForEmails = (email: string, count: number) =>
  waitFor(
    async () => ((await sentTo(email)()).length >= count ? sentTo(email)() : undefined),
    `${count} emails to ${email}; the shop said:\n${shop.output()}`,
    20_000,
  );

/** Lets any email that should not come have its chance to arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 2500));

/** `npm run stock -w services/shop -- <SKU> <quantity>`, on the test shop's data. */
const stock = (sku: string, quantity: number) =>
  run(process.execPath, [tsx, "scripts/stock.ts", sku, String(quantity)], { cwd: shopDir, env: shopEnv });

const webhook = (body: unknown, options: WebhookOptions = {}) =>
  sendShopWebhook(cms.url, body, { secret: SECRET, ...options });

function linkIn(email: CaughtEmail): URL {
  const found = /https?:\/\/\S+/.exec(email.text ?? "");
  if (!found) throw new Error(`No link in: ${email.text}`);
  return new URL(found[0]);
}

beforeAll(async () => {
  inbox = await startInbox();
  cms = await startTestCms(null, {
    env: {
      ...smtpEnvironment(inbox),
      CONTENT_API_TOKEN: STOREFRONT_TOKEN,
      SHOP_WEBHOOK_SECRET: SECRET,
      STOREFRONT_URL: STOREFRONT,
    },
  });
  admin = await signIn(cms.url);
  shopData = await mkdtemp(path.join(os.tmpdir(), "bedsmade-restock-shop-"));
  const shopPort = await freePort();
  shopEnv = {
    ...process.env,
    SHOP_PORT: String(shopPort),
    SHOP_DATA_DIR: shopData,
    SHOP_WEBHOOK_URL: `${cms.url}/api/shop-webhooks`,
    SHOP_WEBHOOK_SECRET: SECRET,
  };
  shop = spawnProcess(process.execPath, [tsx, "src/server.ts"], { cwd: shopDir, env: shopEnv });
  await waitForHttp(`http://127.0.0.1:${shopPort}/health`, 60_000);
}, 240_000);

afterAll(async () => {
  await stopAll();
  await cms?.stop();
  await inbox?.stop();
  if (shopData) await rm(shopData, { recursive: true, force: true });
});

describe("a sold-out request", () => {
  it("is stored with its set, once per address and set", async () => {
    for (const email of ["Ana.Waits@example.com", "ana.waits@example.com"]) {
      expect((await askAbout(email, classicQueen1520)).status).toBe(200);
    }
    expect((await askAbout("ana.waits@example.com", premiumKing3135)).status).toBe(200);
    const rows = await requestsOf("ana.waits@example.com");
    expect(rows).toHaveLength(2);
    expect(
      rows.map(({ line, size, depth, restockStatus, deliveryStatus }: Json) => ({
        line,
        size,
        depth,
        restockStatus,
        deliveryStatus,
      })),
    ).toEqual(
      expect.arrayContaining([
        { ...classicQueen1520, restockStatus: "waiting", deliveryStatus: "listed" },
        { ...premiumKing3135, restockStatus: "waiting", deliveryStatus: "listed" },
      ]),
    );
  });
});

describe("a set made available with the shop's stock command", () => {
  it("emails each shopper waiting for it exactly once, with a link to /buy with the size and depth chosen", async () => {
    await askAbout("bo.waits@example.com", classicQueen1520);
    await askAbout("cy.any-depth@example.com", { line: "classic", size: "super-king", depth: "" });
    await askAbout("eve.bot@example.com", classicQueen1520, { spamReason: "too-fast" });

    const { stdout } = await stock("BM-CL-Q-15-20", 3);
    expect(stdout).toContain("0 → 3 in stock");
    const [toAna] = await waitForEmails("ana.waits@example.com", 1);
    const [toBo] = await waitForEmails("bo.waits@example.com", 1);
    for (const email of [toAna, toBo] as CaughtEmail[]) {
      expect(email.subject).toBe(SUBJECT);
      expect(email.text).toContain("Classic Sheet Set, Queen / 15-20 cm");
      const link = linkIn(email);
      expect(`${link.origin}${link.pathname}`).toBe(`${STOREFRONT}/buy`);
      expect(Object.fromEntries(link.searchParams)).toEqual({ step: "2", ...classicQueen1520 });
      expect(email.html).toContain(`href="${link.toString().replaceAll("&", "&amp;")}"`);
    }
    const [queen, king] = [classicQueen1520, premiumKing3135].map((set) =>
      requestsOf("ana.waits@example.com").then((rows) => rows.find((row: Json) => row.depth === set.depth)),
    );
    expect(await queen).toMatchObject({ restockStatus: "notified", deliveryStatus: "sent" });
    expect((await queen).notifiedAt).toBeTruthy();
    expect(await king).toMatchObject({ restockStatus: "waiting", deliveryStatus: "listed" });

    // A request for any depth of a size is answered by the first depth of it back.
    await stock("BM-CL-SK-26-30", 1);
    const [toCy] = await waitForEmails("cy.any-depth@example.com", 1);
    expect(Object.fromEntries(linkIn(toCy as CaughtEmail).searchParams)).toEqual({
      step: "2",
      line: "classic",
      size: "super-king",
      depth: "44700000001018",
    });

    // More stock changes later tell nobody twice; a bot's request is never told.
    await stock("BM-CL-Q-15-20", 5);
    await stock("BM-CL-SK-21-25", 4);
    await settle();
    expect(await sentTo("ana.waits@example.com")()).toHaveLength(1);
    expect(await sentTo("bo.waits@example.com")()).toHaveLength(1);
    expect(await sentTo("cy.any-depth@example.com")()).toHaveLength(1);
    expect(await sentTo("eve.bot@example.com")()).toHaveLength(0);
  });
});

describe("the webhook receiver", () => {
  it("acts on a webhook id once: a replay sends nothing", async () => {
    await askAbout("fay.first@example.com", classicQueen1520);
    const id = randomUUID();
    const first = await webhook(classicQueenBack("Classic Sheet Set & <Co>"), { id });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true, shoppersTold: 1 });
    const [toFay] = await waitForEmails("fay.first@example.com", 1);
    expect(toFay?.html).toContain("Classic Sheet Set &amp; &lt;Co&gt;, Queen / 15-20 cm");

    await askAbout("gus.later@example.com", classicQueen1520);
    const replay = await webhook(classicQueenBack(), { id });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ received: true, duplicate: true });
    await settle();
    expect(await sentTo("gus.later@example.com")()).toHaveLength(0);
    expect((await requestsOf("gus.later@example.com"))[0]).toMatchObject({ restockStatus: "waiting" });
  });

  it("refuses a forged or unsigned webhook with 401 and sends nothing", async () => {
    const forged = await webhook(classicQueenBack(), { secret: "not-the-shared-secret-0123456789" });
    expect(forged.status).toBe(401);
    const mangled = await webhook(classicQueenBack(), { signature: "AAAA" });
    expect(mangled.status).toBe(401);
    const unsigned = await request(`${cms.url}/api/shop-webhooks`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Shopify-Webhook-Id": randomUUID() },
      body: JSON.stringify(classicQueenBack()),
    });
    expect(unsigned.status).toBe(401);
    await settle();
    expect(await sentTo("gus.later@example.com")()).toHaveLength(0);

    // The same news, signed, does reach gus: the refusals above were the signature's doing.
    expect((await webhook(classicQueenBack())).body).toEqual({ received: true, shoppersTold: 1 });
    await waitForEmails("gus.later@example.com", 1);
  });

  it("sends one email when two deliveries of the same news race", async () => {
    await askAbout("hal.race@example.com", classicQueen1520);
    const answers = await Promise.all([webhook(classicQueenBack()), webhook(classicQueenBack())]);
    expect(answers.map(({ status }) => status)).toEqual([200, 200]);
    expect(answers.map(({ body }) => body.shoppersTold).sort()).toEqual([0, 1]);
    await waitForEmails("hal.race@example.com", 1);
    await settle();
    expect(await sentTo("hal.race@example.com")()).toHaveLength(1);
  });
});

import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, type Admin } from "../../../test-support/cms-admin.js";
import { connectionRefused, stopAll } from "../../../test-support/processes.js";
import { compiledCmsModule } from "./support/compiled.js";
import { request, startTestCms, type Json, type TestCms } from "./support/cms.js";

/**
 * SIGKILL mid-stream, as an out-of-memory kill or a pulled plug would: every message answered 2xx
 * survives once; an unanswered one may be lost but never doubled, even when sent again.
 */

const SUBMISSIONS = "/content-manager/collection-types/api::form-submission.form-submission";
/** The storefront's token: the CMS does not rate-limit it, so one test can send a stream. */
const STOREFRONT_TOKEN = "crash-safety-test-storefront-token-0123456789abcdef";
const ENV = { CONTENT_API_TOKEN: STOREFRONT_TOKEN };
const MESSAGES = 40;
const IN_FLIGHT = 4;
/** Killed once this many have been answered: the rest of the stream meets a dead CMS. */
const KILL_AFTER = 15;

type Outcome = { email: string; status: number | "no answer" };

let cms: TestCms;
let admin: Admin;
let outcomes: Outcome[];
let refusedWhileDown: boolean;

const emailOf = (index: number) => `crash-${String(index).padStart(2, "0")}@example.com`;

function sendContact(email: string) {
  return request(`${cms.url}/api/ezforms/submit`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${STOREFRONT_TOKEN}` },
    body: JSON.stringify({
      formName: "Contact page",
      formData: { formType: "contact", email, mobile: "0412345678", message: `Crash-safety message for ${email}` },
    }),
  });
}

/** Sends every message, IN_FLIGHT at a time, and kills the CMS the moment the KILL_AFTERth is answered. */
async function streamKilledMidway(): Promise<Outcome[]> {
  const results: Outcome[] = [];
  let next = 0;
  let answered = 0;
  const worker = async () => {
    while (next < MESSAGES) {
      const email = emailOf(next++);
      const status = await sendContact(email).then(
        (answer) => answer.status,
        () => "no answer" as const,
      );
      results.push({ email, status });
      if (typeof status === "number" && ++answered === KILL_AFTER) cms.process.child.kill("SIGKILL");
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return results;
}

async function storedFor(email: string): Promise<Json[]> {
  const listed = await admin.call("GET", `${SUBMISSIONS}?filters[email][$eqi]=${encodeURIComponent(email)}`);
  return listed.results;
}

beforeAll(async () => {
  cms = await startTestCms(null, { env: ENV });
  outcomes = await streamKilledMidway();
  await cms.process.exited;
  refusedWhileDown = await connectionRefused(Number(new URL(cms.url).port));
  await cms.restart(ENV);
  admin = await signIn(cms.url);
}, 300_000);

afterAll(async () => {
  await cms?.stop();
  await stopAll();
});

const acknowledged = () => outcomes.filter((outcome) => outcome.status === 200);
const unanswered = () => outcomes.filter((outcome) => outcome.status === "no answer");

describe("the CMS's SQLite database", () => {
  it("is in WAL mode, as read from its file after the restart", () => {
    const database = new Database(path.join(cms.dataDir, "data.db"), { readonly: true, fileMustExist: true });
    try {
      expect(database.pragma("journal_mode", { simple: true })).toBe("wal");
    } finally {
      database.close();
    }
  });

  it("syncs every commit to disk (synchronous FULL) on each connection the CMS opens", async () => {
    type DatabaseConfig = {
      default: (params: { env: Json }) => {
        connection: { pool?: { afterCreate?: (connection: Database.Database, done: (error?: Error) => void) => void } };
      };
    };
    const env = Object.assign((_name: string, fallback?: unknown) => fallback, {
      int: (_name: string, fallback?: number) => fallback,
      bool: (_name: string, fallback?: boolean) => fallback,
    });
    const config = compiledCmsModule<DatabaseConfig>("config/database.ts").default({ env });
    const afterCreate = config.connection.pool?.afterCreate;
    expect(afterCreate).toBeTypeOf("function");
    const connection = new Database(":memory:");
    try {
      await new Promise<void>((resolve, reject) =>
        afterCreate?.(connection, (error) => (error ? reject(error) : resolve())),
      );
      // 2 is FULL.
      expect(connection.pragma("synchronous", { simple: true })).toBe(2);
    } finally {
      connection.close();
    }
  });
});

describe("a SIGKILL in the middle of a stream of contact messages", () => {
  it("came mid-stream: some messages were answered, some got no answer, and the port was closed", () => {
    expect(outcomes).toHaveLength(MESSAGES);
    expect(acknowledged().length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(unanswered().length).toBeGreaterThan(0);
    expect(outcomes.filter((outcome) => outcome.status !== 200 && outcome.status !== "no answer")).toEqual([]);
    expect(refusedWhileDown).toBe(true);
  });

  it("loses no message that was answered 2xx: each is stored exactly once, as it was sent", async () => {
    for (const { email } of acknowledged()) {
      const stored = await storedFor(email);
      expect(stored, email).toHaveLength(1);
      expect(stored[0]).toMatchObject({ formType: "contact", email, message: `Crash-safety message for ${email}` });
    }
  });

  it("keeps each of them on its way to the owner's inbox: pending, or failed with its next try due", async () => {
    for (const { email } of acknowledged()) {
      const [stored] = await storedFor(email);
      const queued =
        stored.deliveryStatus === "pending" || (stored.deliveryStatus === "failed" && stored.nextDeliveryAt !== null);
      expect(queued, `${email}: ${stored.deliveryStatus}, next try ${stored.nextDeliveryAt}`).toBe(true);
    }
  });

  it("stores a message that got no answer at most once", async () => {
    for (const { email } of unanswered()) expect((await storedFor(email)).length, email).toBeLessThanOrEqual(1);
  });

  it("and a message sent again after the restart, as the shopper is told to, is answered 200 and stored once", async () => {
    for (const { email } of unanswered()) {
      expect((await sendContact(email)).status, email).toBe(200);
      expect(await storedFor(email), email).toHaveLength(1);
    }
  });
});

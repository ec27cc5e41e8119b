import Database from "better-sqlite3";
import { execFile } from "node:child_process";
import path from "node:path";
import { rm } from "node:fs/promises";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getJson, startService, temporaryDir, type RunningService } from "./helpers.js";

const run = promisify(execFile);

const submit = (url: string, body: unknown) =>
  getJson(`${url}/api/ezforms/submit`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

describe("ezforms", () => {
  let dataDir: string;
  let running: RunningService;
  beforeAll(async () => {
    dataDir = await temporaryDir("forms");
    running = await startService({ dataDir, adminToken: "owner-secret" });
  });
  afterAll(async () => {
    await running.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const contact = { email: "sam@example.com", mobile: "0412345678", message: "Do you make king singles?", formType: "contact" };

  it("echoes formData back, unwrapped", async () => {
    const { status, body } = await submit(running.url, { formName: "contact", formData: contact });
    expect(status).toBe(200);
    expect(body).toEqual(contact);
  });

  it.each([
    ["no formData", { formName: "contact" }],
    ["formData that is not an object", { formData: "hello" }],
    ["formData that is a list", { formData: [1, 2] }],
  ])("answers 400 BadRequestError for %s", async (_label, body) => {
    const response = await submit(running.url, body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ data: null, error: { status: 400, name: "BadRequestError" } });
  });

  it("answers 400 for a body that is not JSON and 413 for an oversized one", async () => {
    expect((await submit(running.url, "{not json")).status).toBe(400);
    const huge = await submit(running.url, { formData: { message: "z".repeat(1_100_000) } });
    expect(huge.status).toBe(413);
    expect(huge.body.error.name).toBe("PayloadTooLargeError");
  });

  it("lists submissions only for the owner's bearer token", async () => {
    expect((await getJson(`${running.url}/api/ezforms/submissions`)).status).toBe(403);
    const wrong = await getJson(`${running.url}/api/ezforms/submissions`, { headers: { Authorization: "Bearer nope" } });
    expect(wrong.status).toBe(403);
    const { status, body } = await getJson(`${running.url}/api/ezforms/submissions`, {
      headers: { Authorization: "Bearer owner-secret" },
    });
    expect(status).toBe(200);
    expect(body.data).toEqual([
      { id: 1, score: "-1", formName: "contact", data: contact, createdAt: expect.any(String) },
    ]);
  });

  it("keeps submissions across a restart on the same data directory", async () => {
    await submit(running.url, { formData: { email: "lee@example.com" } });
    await running.service.close();
    running = await startService({ dataDir, adminToken: "owner-secret" });
    const { body } = await getJson(`${running.url}/api/ezforms/submissions`, {
      headers: { Authorization: "Bearer owner-secret" },
    });
    expect(body.data.map((item: { formName: string; data: unknown }) => [item.formName, item.data])).toEqual([
      ["contact", contact],
      ["form", { email: "lee@example.com" }],
    ]);
  });

  it("prints them with the submissions script", async () => {
    const { stdout } = await run("npx", ["tsx", "scripts/submissions.ts", "--json"], {
      env: { ...process.env, CONTENT_DATA_DIR: dataDir },
    });
    const listed = JSON.parse(stdout);
    expect(listed).toHaveLength(2);
    expect(listed[0].data).toEqual(contact);
  });
});

describe("a submission that cannot be stored", () => {
  let running: RunningService;
  beforeAll(async () => {
    running = await startService();
    // Another connection makes every insert fail, as a full disk or a corrupt database would.
    const db = new Database(path.join(running.dataDir, "content.db"));
    db.exec(`CREATE TRIGGER refuse BEFORE INSERT ON ezforms_submissions BEGIN SELECT RAISE(ABORT, 'disk is full'); END`);
    db.close();
  });
  afterAll(() => running.stop());

  it("answers 500 A Whoopsie Happened and logs why", async () => {
    const { status, body } = await submit(running.url, { formData: { email: "sam@example.com" } });
    expect(status).toBe(500);
    expect(body).toEqual({
      data: null,
      error: { status: 500, name: "InternalServerError", message: "A Whoopsie Happened", details: {} },
    });
    expect(running.logger.lines.some((line) => line.includes("disk is full"))).toBe(true);
  });
});

describe("the submissions listing without CONTENT_ADMIN_TOKEN", () => {
  let running: RunningService;
  beforeAll(async () => {
    running = await startService();
  });
  afterAll(() => running.stop());

  it("is closed to everyone", async () => {
    const { status, body } = await getJson(`${running.url}/api/ezforms/submissions`, {
      headers: { Authorization: "Bearer " },
    });
    expect(status).toBe(403);
    expect(body.error.name).toBe("ForbiddenError");
  });
});

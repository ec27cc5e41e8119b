import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getJson, startService, type RunningService } from "./helpers.js";

describe("API token", () => {
  let running: RunningService;
  beforeAll(async () => {
    running = await startService({ apiToken: "content-read-token" });
  });
  afterAll(() => running.stop());

  it("answers 403 Forbidden without an Authorization header", async () => {
    expect(await getJson(`${running.url}/api/pages`)).toMatchObject({
      status: 403,
      body: { data: null, error: { status: 403, name: "ForbiddenError", message: "Forbidden", details: {} } },
    });
  });

  it("answers 401 for a wrong token, with no fallback to public access", async () => {
    const { status, body } = await getJson(`${running.url}/api/pages`, {
      headers: { Authorization: "Bearer not-the-token" },
    });
    expect(status).toBe(401);
    expect(body.error).toEqual({
      status: 401,
      name: "UnauthorizedError",
      message: "Missing or invalid credentials",
      details: {},
    });
  });

  it("serves content for the right bearer token", async () => {
    const { status, body } = await getJson(`${running.url}/api/pages?populate=deep`, {
      headers: { Authorization: "Bearer content-read-token" },
    });
    expect(status).toBe(200);
    expect(body.data).toHaveLength(2);
  });

  it("guards form submissions too", async () => {
    const response = await fetch(`${running.url}/api/ezforms/submit`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ formData: { email: "sam@example.com" } }),
    });
    expect(response.status).toBe(403);
  });

  it("leaves the health check open", async () => {
    expect((await fetch(`${running.url}/_health`)).status).toBe(204);
  });
});

describe("without an API token", () => {
  let running: RunningService;
  beforeAll(async () => {
    running = await startService();
  });
  afterAll(() => running.stop());

  it("serves content to anyone, whatever Authorization says", async () => {
    expect((await getJson(`${running.url}/api/pages`)).status).toBe(200);
    expect((await getJson(`${running.url}/api/pages`, { headers: { Authorization: "Bearer x" } })).status).toBe(200);
  });
});

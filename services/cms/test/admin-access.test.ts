import { networkInterfaces } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEVELOPMENT_ADMIN, request } from "../../../test-support/cms-admin.js";
import { pathSpellings, sendAsSpelled } from "../../../test-support/path-spellings.js";
import { startTestCms, type TestCms } from "./support/cms.js";

/** Who reaches the admin and how often they may guess at a password. */

const signInAs = (cms: TestCms, email: string, password: string, headers: Record<string, string> = {}) =>
  request(`${cms.url}/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify({ email, password }),
  });

async function guessFrom(cms: TestCms, times: number, headers: Record<string, string> = {}): Promise<number[]> {
  const statuses: number[] = [];
  for (let guess = 0; guess < times; guess++)
    statuses.push((await signInAs(cms, `guess-${guess}@bedsmade.example`, "wrong-password-1", headers)).status);
  return statuses;
}

describe("behind no proxy (the default)", () => {
  let cms: TestCms;
  beforeAll(async () => {
    cms = await startTestCms(null);
  });
  afterAll(() => cms?.stop());

  it("25 wrong sign-ins with 25 emails from one address: the first 20 are answered 400, the rest 429", async () => {
    const statuses = await guessFrom(cms, 25);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(400));
    expect(statuses.slice(20)).toEqual(Array(5).fill(429));
  });

  it("a forwarded address is not believed: every guess still counts against the one address", async () => {
    const answer = await signInAs(cms, "another@bedsmade.example", "wrong-password-1", {
      "X-Forwarded-For": "198.51.100.9",
    });
    expect(answer.status).toBe(429);
    expect(answer.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(JSON.stringify(answer.body)).toContain("Too many failed sign-ins");
  });

  it.each(pathSpellings("/admin/login"))(
    "the limit holds for the sign-in spelled with $name ($path)",
    async ({ path }) => {
      const answer = await sendAsSpelled(cms.url, path, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: "spelled@bedsmade.example", password: "wrong-password-1" }),
      });
      expect(answer.status).toBe(429);
    },
  );

  it("listens on this machine only: its address on the network answers nothing", async () => {
    const networkAddress = Object.values(networkInterfaces())
      .flat()
      .find((entry) => entry?.family === "IPv4" && !entry.internal)?.address;
    expect(networkAddress).toBeDefined();
    const reached = await fetch(cms.url.replace("127.0.0.1", networkAddress ?? "")).then(
      () => true,
      () => false,
    );
    expect(reached).toBe(false);
  });

  it("answers without X-Powered-By", async () => {
    const response = await fetch(`${cms.url}/api/pages`);
    expect(response.headers.get("x-powered-by")).toBeNull();
  });
});

describe("behind a trusted proxy (CMS_TRUST_PROXY=1)", () => {
  let cms: TestCms;
  beforeAll(async () => {
    cms = await startTestCms(null, { env: { CMS_TRUST_PROXY: "1" } });
  });
  afterAll(() => cms?.stop());

  it("guesses from one shopper's address do not lock the owner out at another", async () => {
    const guesses = await guessFrom(cms, 22, { "X-Forwarded-For": "203.0.113.7" });
    expect(guesses.at(-1)).toBe(429);
    const owner = await signInAs(cms, DEVELOPMENT_ADMIN.email, DEVELOPMENT_ADMIN.password, {
      "X-Forwarded-For": "198.51.100.2",
    });
    expect(owner.status).toBe(200);
  });

  it("nor do guesses at the owner's own email made from elsewhere", async () => {
    for (let guess = 0; guess < 8; guess++)
      await signInAs(cms, DEVELOPMENT_ADMIN.email, "wrong-password-1", { "X-Forwarded-For": "203.0.113.8" });
    const owner = await signInAs(cms, DEVELOPMENT_ADMIN.email, DEVELOPMENT_ADMIN.password, {
      "X-Forwarded-For": "198.51.100.3",
    });
    expect(owner.status).toBe(200);
  });

  it("only the address the proxy added is believed: one a client wrote before it is not", async () => {
    const guesses = await guessFrom(cms, 22, { "X-Forwarded-For": "192.0.2.1, 203.0.113.9" });
    expect(guesses.at(-1)).toBe(429);
    const spoofed = await signInAs(cms, "spoof@bedsmade.example", "wrong-password-1", {
      "X-Forwarded-For": "192.0.2.99, 203.0.113.9",
    });
    expect(spoofed.status).toBe(429);
  });
});

describe("an allow-list for the admin (CMS_ADMIN_ALLOW)", () => {
  let cms: TestCms;
  beforeAll(async () => {
    cms = await startTestCms(null, { env: { CMS_ADMIN_ALLOW: "10.0.0.0/8, 192.0.2.4" } });
  });
  afterAll(() => cms?.stop());

  it.each(["/admin", "/admin/login", "/content-manager/init", "/ADMIN", "//admin"])(
    "%s from an address outside the list answers 403 with a sentence",
    async (path) => {
      const answer = await sendAsSpelled(cms.url, path);
      expect(answer.status).toBe(403);
      expect(answer.text).toContain("The CMS's admin is not open to this address");
    },
  );

  it("the public API and the media files stay open to everyone", async () => {
    expect((await fetch(`${cms.url}/api/pages`)).status).toBe(200);
  });

  it("an address on the list reaches the admin", async () => {
    await cms.restart({ CMS_ADMIN_ALLOW: "127.0.0.1, ::1, ::ffff:127.0.0.1" });
    const owner = await signInAs(cms, DEVELOPMENT_ADMIN.email, DEVELOPMENT_ADMIN.password);
    expect(owner.status).toBe(200);
  });
});

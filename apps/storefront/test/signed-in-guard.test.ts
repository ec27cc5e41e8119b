import { describe, expect, it } from "vitest";
import { requireSessionToken } from "../app/http/signed-in-guard.server";

/** "A route guard requires a session cookie (app key plus a token suffix); without it the user is sent to /". */

async function guardOutcome(url: string, cookie?: string): Promise<Response | "allowed"> {
  const request = new Request(url, cookie ? { headers: { Cookie: cookie } } : {});
  try {
    requireSessionToken(request);
    return "allowed";
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("the route guard", () => {
  it("lets a visitor with the session token cookie through", async () => {
    expect(await guardOutcome("http://localhost/account", "bedsmade_token=eyJhY2Nlc3NUb2tlbiI6IjEifQ")).toBe("allowed");
  });

  it.each([
    ["no cookie", undefined],
    ["an empty token", "bedsmade_token="],
    ["only the session id", "bedsmade_session=0b6f3c8e-5d1a-4c2b-9e7f-1a2b3c4d5e6f"],
    ["another shop's token", "othershop_token=abc"],
  ])("sends a visitor with %s to /", async (_case, cookie) => {
    const outcome = await guardOutcome("http://localhost/account", cookie);
    if (outcome === "allowed") throw new Error("the guard let the visitor through");
    expect(outcome.status).toBe(302);
    expect(outcome.headers.get("Location")).toBe("/");
  });

  it("keeps no query that could carry a redirect elsewhere", async () => {
    const outcome = await guardOutcome("http://localhost/account?redirect=https://elsewhere.example/&next=//evil");
    if (outcome === "allowed") throw new Error("the guard let the visitor through");
    expect(outcome.headers.get("Location")).toBe("/");
    expect(outcome.headers.get("Cache-Control")).toBe("no-store");
  });
});

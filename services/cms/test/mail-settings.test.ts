import { beforeAll, describe, expect, it } from "vitest";
import { compiledCmsModule } from "./support/compiled.js";

/** Where the CMS sends email, what a live shop must set, and how long a failed send waits before each new try. */

type Env = Record<string, string | undefined>;
type Settings = {
  mailSettings(env: Env): {
    host: string;
    port: number;
    secure: boolean;
    auth?: { user: string; pass: string };
    from: string;
  };
  missingMailSettings(env: Env): string[];
};
type Policy = { firstDelayMs: number; maxAttempts: number; checkEverySeconds: number; leaseMs: number };
type Retry = { retryPolicy(env: Env): Policy; delayAfterFailure(attempts: number, policy: Policy): number | null };

let settings: Settings;
let retry: Retry;

beforeAll(() => {
  settings = compiledCmsModule<Settings>("src/messages/mail-settings.ts");
  retry = compiledCmsModule<Retry>("src/messages/retry-policy.ts");
});

describe("the CMS's mail settings", () => {
  it("send to the local inbox on a developer's machine, so nothing leaves it until SMTP is configured", () => {
    expect(settings.mailSettings({})).toEqual({
      host: "localhost",
      port: 1025,
      secure: false,
      auth: undefined,
      from: "Bedsmade shop <shop@bedsmade.local>",
    });
    expect(settings.missingMailSettings({ NODE_ENV: "development" })).toEqual([]);
  });

  it("name every SMTP setting a production start is missing", () => {
    expect(settings.missingMailSettings({ NODE_ENV: "production" })).toEqual([
      "SMTP_HOST",
      "SMTP_PORT",
      "SMTP_USERNAME",
      "SMTP_PASSWORD",
      "SMTP_FROM",
    ]);
    expect(
      settings.missingMailSettings({
        NODE_ENV: "production",
        SMTP_HOST: "smtp.example.com",
        SMTP_PORT: "587",
        SMTP_USERNAME: "shop",
        SMTP_PASSWORD: " ",
        SMTP_FROM: "shop@example.com",
      }),
    ).toEqual(["SMTP_PASSWORD"]);
  });

  it("sign in when a username is set, and use TLS from the start on port 465", () => {
    const env = { SMTP_HOST: "smtp.example.com", SMTP_PORT: "465", SMTP_USERNAME: "shop", SMTP_PASSWORD: "secret" };
    expect(settings.mailSettings(env)).toMatchObject({
      host: "smtp.example.com",
      port: 465,
      secure: true,
      auth: { user: "shop", pass: "secret" },
    });
    expect(() => settings.mailSettings({ SMTP_PORT: "smtp" })).toThrow(/SMTP_PORT must be a port number/);
  });
});

describe("a failed send", () => {
  it("is tried again after 1, 2, 4 … minutes, ten tries in all, then left failed", () => {
    const policy = retry.retryPolicy({});
    const waits = Array.from({ length: 10 }, (_, index) => retry.delayAfterFailure(index + 1, policy));
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, null].map((minutes) => minutes && minutes * 60_000));
    expect(policy.checkEverySeconds).toBe(30);
    expect(policy.leaseMs).toBeGreaterThan(10_000 + 10_000 + 30_000); // nodemailer's timeouts, config/plugins.ts
  });

  it("waits as the environment says, for tests and impatient owners", () => {
    const policy = retry.retryPolicy({ MAIL_RETRY_FIRST_DELAY_SECONDS: "1", MAIL_RETRY_MAX_ATTEMPTS: "3" });
    expect([1, 2, 3].map((attempts) => retry.delayAfterFailure(attempts, policy))).toEqual([1000, 2000, null]);
    expect(() => retry.retryPolicy({ MAIL_RETRY_MAX_ATTEMPTS: "0" })).toThrow(/whole number above 0/);
  });
});

import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const script = path.join(import.meta.dirname, "secrets.mjs");
const cwd = mkdtempSync(path.join(os.tmpdir(), "bedsmade-cms-secrets-"));
afterAll(() => rmSync(cwd, { recursive: true, force: true }));

const STRAPI_SECRETS = Object.fromEntries(
  ["APP_KEYS", "API_TOKEN_SALT", "ADMIN_JWT_SECRET", "TRANSFER_TOKEN_SALT", "JWT_SECRET", "ENCRYPTION_KEY"].map(
    (name) => [name, `${name.toLowerCase()}-set-by-the-operator`],
  ),
);
const start = (env: Record<string, string>) =>
  spawnSync(process.execPath, [script], { cwd, encoding: "utf8", env: { PATH: process.env.PATH, ...env } });

describe("a production start of the CMS", () => {
  it("stops, naming them, when the webhook or preview secret is shorter than 32 characters", () => {
    const started = start({
      ...STRAPI_SECRETS,
      NODE_ENV: "production",
      REVALIDATE_SECRET: "short",
      PREVIEW_SECRET: "x".repeat(31),
    });
    expect(started.status).toBe(1);
    expect(started.stderr.trim()).toBe(
      "[cms] Production secrets shorter than 32 characters: REVALIDATE_SECRET, PREVIEW_SECRET.",
    );
  });

  it("stops, naming them, when Strapi's secrets are not in the environment, even with a development .env", () => {
    const started = start({ NODE_ENV: "production", APP_KEYS: "set-by-the-operator" });
    expect(started.status).toBe(1);
    expect(started.stderr.trim()).toBe(
      "[cms] These secrets must be set in the environment in production, not in .env: API_TOKEN_SALT, ADMIN_JWT_SECRET, TRANSFER_TOKEN_SALT, JWT_SECRET, ENCRYPTION_KEY.",
    );
  });

  it("goes on with secrets of 32 characters or more", () => {
    const long = "k".repeat(32);
    const started = start({ ...STRAPI_SECRETS, NODE_ENV: "production", REVALIDATE_SECRET: long, PREVIEW_SECRET: long });
    expect(started.stderr).toBe("");
    expect(started.status).toBe(0);
  });
});

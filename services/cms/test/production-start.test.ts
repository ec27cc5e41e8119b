import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cmsDir, prepareCms } from "../../../test-support/cms.js";
import { freePort, spawnProcess } from "../../../test-support/processes.js";

/**
 * A production CMS with no admin account would open Strapi's first-run registration to whoever
 * reaches /admin first: it refuses to start instead, in one sentence.
 */

const STRAPI_SECRETS = Object.fromEntries(
  ["API_TOKEN_SALT", "ADMIN_JWT_SECRET", "TRANSFER_TOKEN_SALT", "JWT_SECRET", "ENCRYPTION_KEY"].map((name) => [
    name,
    `${name.toLowerCase()}-for-the-production-start-test`,
  ]),
);

let dataDir: string;
beforeAll(async () => {
  prepareCms();
  dataDir = await mkdtemp(path.join(os.tmpdir(), "bedsmade-cms-production-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe("a production start of the CMS", () => {
  it("with an empty database and no CMS_ADMIN_EMAIL or CMS_ADMIN_PASSWORD stops, saying what to set", async () => {
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      ...STRAPI_SECRETS,
      APP_KEYS: "first-key-for-the-test,second-key-for-the-test",
      NODE_ENV: "production",
      STRAPI_TELEMETRY_DISABLED: "true",
      CONTENT_PORT: String(await freePort()),
      CONTENT_DATA_DIR: dataDir,
      CMS_SEED_ON_START: "false",
    };
    const cms = spawnProcess(
      process.execPath,
      [path.join(cmsDir, "node_modules/@strapi/strapi/bin/strapi.js"), "start"],
      {
        cwd: cmsDir,
        env,
      },
    );
    expect(await cms.exited).toBe(1);
    expect(cms.output()).toContain(
      "The CMS has no admin yet: set CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD to create the owner's account, then start again.",
    );
    expect(cms.output()).not.toContain("    at ");
  }, 120_000);
});

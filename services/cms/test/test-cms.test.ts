import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCms } from "../../../test-support/cms.js";
import { databaseUrl, serverSql, sql } from "../../../test-support/postgres.js";
import { freePort } from "../../../test-support/processes.js";
import { seedKeys } from "./support/seed.js";

describe("a test's CMS", () => {
  // Anything answering 200 on the port, as a proxy someone left running would.
  const squatter = http.createServer((_request, response) => response.end("not a CMS"));
  let scratch = "";
  beforeAll(async () => {
    scratch = await mkdtemp(path.join(os.tmpdir(), "bedsmade-cms-port-"));
    await new Promise<void>((resolve) => squatter.listen(0, "127.0.0.1", resolve));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => squatter.close(() => resolve()));
    await rm(scratch, { recursive: true, force: true });
  });

  it("refuses a port another server holds, rather than letting the tests read that server", async () => {
    const { port } = squatter.address() as AddressInfo;
    await expect(startCms({ port, dataDir: path.join(scratch, "data") })).rejects.toThrow(
      `Port ${port} is already in use`,
    );
  });
});

const postgres = process.env.CMS_TEST_POSTGRES_URL;

describe.runIf(postgres)("a test's CMS on the test run's PostgreSQL", () => {
  const server = postgres ?? "";
  let scratch = "";
  beforeAll(async () => {
    scratch = await mkdtemp(path.join(os.tmpdir(), "bedsmade-cms-postgres-"));
  });
  afterAll(() => rm(scratch, { recursive: true, force: true }));

  const databases = async () =>
    (await serverSql(server, "SELECT datname FROM pg_database WHERE NOT datistemplate")).split("\n");

  it("keeps the seeded content in a database of its own there, and no SQLite file in its data folder", async () => {
    const before = await databases();
    const dataDir = path.join(scratch, "data");
    const cms = await startCms({ port: await freePort(), dataDir });
    await cms.stop(10_000);
    const made = (await databases()).filter((name) => !before.includes(name));
    expect(made).toHaveLength(1);
    const pages = await sql(databaseUrl(server, made[0] as string), "SELECT count(DISTINCT document_id) FROM pages");
    expect(Number(pages)).toBe(seedKeys("pages").length);
    expect(existsSync(path.join(dataDir, "data.db"))).toBe(false);
  }, 240_000); // the run's first CMS seeds the template database: about a minute on a busy machine
});

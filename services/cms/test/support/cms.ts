import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { cmsDatabaseUrl, startCms } from "../../../../test-support/cms.js";
import { request, type Json, type JsonResponse } from "../../../../test-support/cms-admin.js";
import { sql } from "../../../../test-support/postgres.js";
import { freePort, stopAll, type Spawned } from "../../../../test-support/processes.js";

export { request, type Json, type JsonResponse };

/** A real, seeded Strapi per test file, each on its own port (5300-5399) since files run in parallel. */
export type TestCms = {
  readonly url: string;
  readonly dataDir: string;
  /** The running process: its output is Strapi's log since the last (re)start. */
  readonly process: Spawned;
  /** Stops the CMS and starts it again on the same data folder, with this environment instead. */
  restart(env?: Record<string, string>): Promise<void>;
  /** Stops the CMS and removes its data folder. */
  stop(): Promise<void>;
};

export type TestCmsOptions = {
  env?: Record<string, string>;
  /** Start from an empty data folder, so the first start imports the seed itself (slow: about 30 s). */
  unseeded?: boolean;
};

export async function startTestCms(
  fixedPort: number | null,
  { env = {}, unseeded = false }: TestCmsOptions = {},
): Promise<TestCms> {
  if (fixedPort !== null && (fixedPort < 5300 || fixedPort > 5399))
    throw new Error(`CMS tests use ports 5300-5399, not ${fixedPort}`);
  const port = fixedPort ?? (await freePort());
  const scratch = await mkdtemp(path.join(os.tmpdir(), "bedsmade-cms-test-"));
  // startCms copies the seeded template into a data folder that does not exist yet.
  const dataDir = unseeded ? scratch : path.join(scratch, "data");
  let current: Spawned;
  try {
    current = await startCms({ port, dataDir, env });
  } catch (error) {
    await stopAll(); // a start that timed out may still be running
    await rm(scratch, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    get process() {
      return current;
    },
    async restart(nextEnv = env) {
      await current.stop(10_000);
      current = await startCms({ port, dataDir, env: nextEnv });
    },
    async stop() {
      await current.stop(10_000);
      await rm(scratch, { recursive: true, force: true });
    },
  };
}

/** GET a REST path of the CMS, without a token, as the storefront and any visitor would. */
export function get(cms: TestCms, pathAndQuery: string, headers: Record<string, string> = {}): Promise<JsonResponse> {
  return request(`${cms.url}${pathAndQuery}`, { headers });
}

/** GET a REST path that must answer 200, and its `data`. */
export async function getData(cms: TestCms, pathAndQuery: string, headers: Record<string, string> = {}): Promise<Json> {
  const { status, body } = await get(cms, pathAndQuery, headers);
  if (status !== 200) throw new Error(`GET ${pathAndQuery} answered ${status}: ${JSON.stringify(body).slice(0, 500)}`);
  return body.data;
}

/** Runs one SQL statement on a stopped or running CMS's own database: SQLite in its data folder, or its PostgreSQL one. */
export async function runSql(dataDir: string, statement: string): Promise<void> {
  const url = cmsDatabaseUrl(dataDir);
  if (url) {
    await sql(url, statement);
    return;
  }
  const database = new Database(path.join(dataDir, "data.db"));
  try {
    database.prepare(statement).run();
  } finally {
    database.close();
  }
}

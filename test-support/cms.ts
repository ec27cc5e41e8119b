import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { cp, mkdir, rename, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { databaseExists, databaseUrl, serverSql } from "./postgres.js";
import { connectionRefused, freePort, spawnProcess, waitForHttp, type Spawned } from "./processes.js";

/**
 * The real CMS, each on its own port and data folder; a seeded folder is made once and copied
 * (docs/testing.md, "A real CMS in tests").
 */

export const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../services/cms");
const strapiBin = path.join(cmsDir, "node_modules/@strapi/strapi/bin/strapi.js");

export type CmsOptions = {
  port: number;
  dataDir: string;
  /** More environment for the CMS: REVALIDATE_SECRET, STOREFRONT_URL, … */
  env?: Record<string, string>;
  /** Another copy of the CMS project to run (an older content model, say) instead of services/cms. */
  projectDir?: string;
};

function newestChange(target: string): number {
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(target).map((entry) => newestChange(path.join(target, entry))));
}

/** Compiles the CMS's TypeScript when its sources are newer than the build, and makes its secrets. */
export function prepareCms(): void {
  const built = path.join(cmsDir, "dist/src/index.js");
  const sourcesChanged = Math.max(newestChange(path.join(cmsDir, "src")), newestChange(path.join(cmsDir, "config")));
  if (!existsSync(built) || statSync(built).mtimeMs < sourcesChanged) {
    const clean = spawnSync(process.execPath, [path.join(cmsDir, "scripts/clean-dist.mjs")], { encoding: "utf8" });
    if (clean.status !== 0) throw new Error(`The CMS's old build could not be removed:\n${clean.stderr}`);
    // The incremental record kept beside the output, so a deleted dist/ is compiled again in full.
    const tscArguments = ["-p", cmsDir, "--tsBuildInfoFile", path.join(cmsDir, "dist/.tsbuildinfo")];
    const tsc = spawnSync(process.execPath, [path.join(cmsDir, "node_modules/typescript/bin/tsc"), ...tscArguments], {
      encoding: "utf8",
    });
    if (tsc.status !== 0) throw new Error(`The CMS does not compile:\n${tsc.stdout}${tsc.stderr}`);
  }
  const secrets = spawnSync(process.execPath, [path.join(cmsDir, "scripts/secrets.mjs")], { encoding: "utf8" });
  if (secrets.status !== 0) throw new Error(`The CMS secrets could not be made:\n${secrets.stderr}`);
}

function cmsEnvironment({ port, dataDir, env }: CmsOptions): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "development",
    STRAPI_TELEMETRY_DISABLED: "true",
    CONTENT_PORT: String(port),
    CONTENT_DATA_DIR: dataDir,
    CONTENT_PUBLIC_URL: `http://127.0.0.1:${port}`,
    // No webhook unless the test asks for one: no storefront is listening.
    REVALIDATE_SECRET: "",
    // No mail server from the developer's shell: a contact message is stored and its send fails (port 9,
    // discard, is closed here) unless the test gives the CMS an inbox of its own (test-support/inbox.ts).
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: "9",
    ...env,
  };
}

/** The seed's own fingerprint: a seeded copy is reused only while seed, model and import are unchanged. */
function seedFingerprint(): string {
  const hash = createHash("sha256");
  const visit = (target: string) => {
    for (const entry of readdirSync(target, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(target, entry.name);
      if (entry.isDirectory()) visit(full);
      else hash.update(full).update(readFileSync(full));
    }
  };
  // The migrations change what a start writes into the database, as the model and the seed do.
  for (const folder of ["seed", "src", "database"]) visit(path.join(cmsDir, folder));
  return hash.digest("hex").slice(0, 16);
}

const testPostgres = (): string | undefined => process.env.CMS_TEST_POSTGRES_URL || undefined;

/** A data folder's database on the test PostgreSQL: the same folder, after a restart too, finds the same one. */
const databaseName = (dataDir: string) =>
  `cms_${createHash("sha256").update(path.resolve(dataDir)).digest("hex").slice(0, 24)}`;

/** The DATABASE_URL of a data folder's CMS: undefined on SQLite, where the database is in the folder. */
export function cmsDatabaseUrl(dataDir: string): string | undefined {
  const server = testPostgres();
  return server && databaseUrl(server, databaseName(dataDir));
}

/** Makes the data folder's database when it has none: a copy of the template's, or empty. */
async function ensureDatabase(server: string, dataDir: string, template?: string): Promise<void> {
  if (await databaseExists(server, databaseName(dataDir))) return;
  const copy = template ? ` TEMPLATE ${databaseName(template)}` : "";
  await serverSql(server, `CREATE DATABASE ${databaseName(dataDir)}${copy}`);
}

/** A template database lives as long as its server, so its folder is named after that server. */
const clusterSuffix = async (server: string) =>
  `-pg${await serverSql(server, "SELECT system_identifier FROM pg_control_system()")}`;

/** Removes the seeded folders (and half-made ones) of a PostgreSQL server about to stop: their databases go with it. */
export async function removeTemplatesOf(server: string): Promise<void> {
  const suffix = await clusterSuffix(server);
  const folders = readdirSync(os.tmpdir()).filter(
    (name) => name.startsWith("bedsmade-cms-seeded-") && name.includes(suffix),
  );
  await Promise.all(folders.map((name) => rm(path.join(os.tmpdir(), name), { recursive: true, force: true })));
}

async function seededTemplate(): Promise<string> {
  const server = testPostgres();
  const cluster = server ? await clusterSuffix(server) : "";
  const template = path.join(os.tmpdir(), `bedsmade-cms-seeded-${seedFingerprint()}${cluster}`);
  if (existsSync(template)) return template;
  const staging = `${template}-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  if (server) await ensureDatabase(server, staging);
  const port = await freePort();
  const cms = spawnProcess(process.execPath, [strapiBin, "start"], {
    cwd: cmsDir,
    env: cmsEnvironment({ port, dataDir: staging, env: databaseEnvironment(staging) }),
  });
  try {
    await Promise.race([waitForHttp(`http://127.0.0.1:${port}/_health`, 180_000), failedStart(cms)]);
  } finally {
    await cms.stop(10_000);
  }
  // Whole or not at all: another test file may be making the same copy at the same moment. The
  // database is renamed first, so a template folder always has its database.
  try {
    if (server) {
      await serverSql(server, `ALTER DATABASE ${databaseName(staging)} RENAME TO ${databaseName(template)}`);
      await serverSql(server, `ALTER DATABASE ${databaseName(template)} IS_TEMPLATE true`);
    }
    await rename(staging, template);
  } catch {
    await rm(staging, { recursive: true, force: true });
    if (server) await serverSql(server, `DROP DATABASE IF EXISTS ${databaseName(staging)}`);
  }
  return template;
}

function databaseEnvironment(dataDir: string): Record<string, string> {
  const url = cmsDatabaseUrl(dataDir);
  return url ? { DATABASE_URL: url } : {};
}

async function failedStart(cms: Spawned): Promise<never> {
  const code = await cms.exited;
  throw new Error(`The CMS exited (${code}) before it was ready:\n${cms.output().slice(-4000)}`);
}

/** A seeded, running CMS; resolves once it answers its health check. */
export async function startCms(options: CmsOptions): Promise<Spawned> {
  // Strapi would fail to listen and its health check would be answered by whatever holds the port,
  // so the tests would quietly read another server.
  if (!(await connectionRefused(options.port)))
    throw new Error(
      `Port ${options.port} is already in use, so the test CMS cannot start there: stop what listens on it.`,
    );
  prepareCms();
  const server = testPostgres();
  // An empty data folder's first start imports the seed, as the template's does, so it is given as long.
  const importsSeed = existsSync(options.dataDir) && readdirSync(options.dataDir).length === 0;
  if (!existsSync(options.dataDir)) {
    await mkdir(path.dirname(options.dataDir), { recursive: true });
    const template = await seededTemplate();
    await cp(template, options.dataDir, { recursive: true });
    if (server) await ensureDatabase(server, options.dataDir, template);
  } else if (server) await ensureDatabase(server, options.dataDir);
  const env = { ...databaseEnvironment(options.dataDir), ...options.env };
  const cms = spawnProcess(process.execPath, [strapiBin, "start"], {
    cwd: options.projectDir ?? cmsDir,
    env: cmsEnvironment({ ...options, env }),
  });
  const readyWithin = importsSeed ? 180_000 : 120_000;
  await Promise.race([waitForHttp(`http://127.0.0.1:${options.port}/_health`, readyWithin), failedStart(cms)]);
  return cms;
}

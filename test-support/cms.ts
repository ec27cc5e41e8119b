import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { cp, mkdir, rename, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { connectionRefused, freePort, spawnProcess, waitForHttp, type Spawned } from "./processes.js";

/**
 * The real CMS (services/cms, Strapi 5) for tests: compiled once, then started on a port of the
 * caller's with a data folder of its own. Importing 70 media files through Strapi's upload service is
 * most of a first start (about 25 s), so a seeded data folder is made once per content of the seed
 * and copied for each instance: every test still starts a real, seeded Strapi of its own.
 */

export const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../services/cms");
const strapiBin = path.join(cmsDir, "node_modules/@strapi/strapi/bin/strapi.js");

export type CmsOptions = {
  port: number;
  dataDir: string;
  /** More environment for the CMS: REVALIDATE_SECRET, STOREFRONT_URL, … */
  env?: Record<string, string>;
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
    const tsc = spawnSync(process.execPath, [path.join(cmsDir, "node_modules/typescript/bin/tsc"), "-p", cmsDir], {
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
  for (const folder of ["seed", "src"]) visit(path.join(cmsDir, folder));
  return hash.digest("hex").slice(0, 16);
}

async function seededTemplate(): Promise<string> {
  const template = path.join(os.tmpdir(), `bedsmade-cms-seeded-${seedFingerprint()}`);
  if (existsSync(template)) return template;
  const staging = `${template}-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  const port = await freePort();
  const cms = spawnProcess(process.execPath, [strapiBin, "start"], {
    cwd: cmsDir,
    env: cmsEnvironment({ port, dataDir: staging }),
  });
  try {
    await Promise.race([waitForHttp(`http://127.0.0.1:${port}/_health`, 180_000), failedStart(cms)]);
  } finally {
    await cms.stop(10_000);
  }
  // Whole or not at all: another test file may be making the same copy at the same moment.
  await rename(staging, template).catch(() => rm(staging, { recursive: true, force: true }));
  return template;
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
  if (!existsSync(options.dataDir)) {
    await mkdir(path.dirname(options.dataDir), { recursive: true });
    await cp(await seededTemplate(), options.dataDir, { recursive: true });
  }
  const cms = spawnProcess(process.execPath, [strapiBin, "start"], { cwd: cmsDir, env: cmsEnvironment(options) });
  await Promise.race([waitForHttp(`http://127.0.0.1:${options.port}/_health`, 120_000), failedStart(cms)]);
  return cms;
}

import { existsSync } from "node:fs";
import { cp, rename, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { spawnProcess, waitFor, waitForHttp, type Spawned } from "../../../../test-support/processes";

/**
 * The real processes of the shop, started as `npm run dev` starts them (tsx from source, so a test
 * never runs a stale build), each with its data in a folder the caller owns.
 */

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const repoRoot = path.resolve(appRoot, "../..");
/** `node --import tsx`, not the tsx CLI: one process, so a signal reaches the server itself, as in production. */
const withTsx = (entry: string) => ["--import", "tsx", entry];

/**
 * Generating the images is most of a fresh content service's start (20 s and more on a busy machine).
 * They depend only on the seed media and the service finds them by content hash (checking each file),
 * so test runs share them through one folder, as the service itself reuses them across restarts.
 */
const sharedMedia = path.join(os.tmpdir(), "bedsmade-test-content-media");
const MEDIA_FOLDERS = ["media-cache", "uploads"];

async function reuseMedia(dataDir: string): Promise<void> {
  if (existsSync(dataDir) || !existsSync(sharedMedia)) return;
  for (const folder of MEDIA_FOLDERS) {
    await cp(path.join(sharedMedia, folder), path.join(dataDir, folder), { recursive: true });
  }
}

async function shareMedia(dataDir: string): Promise<void> {
  if (existsSync(sharedMedia)) return;
  const staging = `${sharedMedia}-${process.pid}`;
  for (const folder of MEDIA_FOLDERS) {
    await cp(path.join(dataDir, folder), path.join(staging, folder), { recursive: true });
  }
  // Whole or not at all: another run may be sharing its copy at the same moment.
  await rename(staging, sharedMedia).catch(() => rm(staging, { recursive: true, force: true }));
}

/** The content service on `port`; resolves once it answers its health check. */
export async function startContentService(port: number, dataDir: string): Promise<Spawned> {
  await reuseMedia(dataDir);
  const service = spawnProcess(process.execPath, withTsx("src/server.ts"), {
    cwd: path.join(repoRoot, "services/content"),
    env: {
      ...process.env,
      CONTENT_PORT: String(port),
      CONTENT_DATA_DIR: dataDir,
      CONTENT_PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Explicitly empty: no webhooks to a storefront that is not listening for them.
      CONTENT_WEBHOOK_URLS: "",
    },
  });
  await Promise.race([waitForHttp(`http://127.0.0.1:${port}/_health`, 120_000), failedStart(service, "content service")]);
  await shareMedia(dataDir);
  return service;
}

/** The shop service on `port`; resolves once it answers its health check. */
export async function startShopService(port: number, dataDir: string): Promise<Spawned> {
  const service = spawnProcess(process.execPath, withTsx("src/server.ts"), {
    cwd: path.join(repoRoot, "services/shop"),
    env: { ...process.env, SHOP_PORT: String(port), SHOP_DATA_DIR: dataDir, SHOP_PUBLIC_URL: `http://127.0.0.1:${port}` },
  });
  await Promise.race([waitForHttp(`http://127.0.0.1:${port}/health`, 60_000), failedStart(service, "shop service")]);
  return service;
}

/** The storefront's server.ts in development mode on a port of its choosing; resolves with that port. */
export async function startStorefront(environment: Record<string, string>): Promise<{ server: Spawned; url: string; port: number }> {
  const server = spawnProcess(process.execPath, withTsx("server.ts"), {
    cwd: appRoot,
    env: { ...process.env, PORT: "0", NODE_ENV: "development", ...environment },
  });
  const port = await Promise.race([
    waitFor(() => server.output().match(/on http:\/\/localhost:(\d+)/)?.[1], "the storefront to listen", 60_000),
    failedStart(server, "storefront"),
  ]);
  return { server, url: `http://127.0.0.1:${port}`, port: Number(port) };
}

/** Rejects with the process's output if it exits before it is ready. */
async function failedStart(process: Spawned, name: string): Promise<never> {
  const code = await process.exited;
  throw new Error(`${name} exited with ${String(code)} before it was ready:\n${process.output()}`);
}

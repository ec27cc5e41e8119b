import path from "node:path";
import { fileURLToPath } from "node:url";
import { startCms } from "../../../../test-support/cms";
import { spawnProcess, waitFor, waitForHttp, type Spawned } from "../../../../test-support/processes";

/**
 * The real processes, data in the caller's folder. Shop and storefront run from source, so a test never
 * runs a stale build; the CMS is compiled when its sources changed.
 */

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const repoRoot = path.resolve(appRoot, "../..");
/** `node --import tsx`, not the tsx CLI: one process, so a signal reaches the server itself, as in production. */
const withTsx = (entry: string) => ["--import", "tsx", entry];

/** The real CMS (Strapi 5, seeded) on `port`; resolves once it answers its health check. */
export function startContentService(port: number, dataDir: string): Promise<Spawned> {
  return startCms({ port, dataDir });
}

/** The shop service on `port`; resolves once it answers its health check. */
export async function startShopService(port: number, dataDir: string): Promise<Spawned> {
  const service = spawnProcess(process.execPath, withTsx("src/server.ts"), {
    cwd: path.join(repoRoot, "services/shop"),
    env: {
      ...process.env,
      SHOP_PORT: String(port),
      SHOP_DATA_DIR: dataDir,
      SHOP_PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
  });
  await Promise.race([waitForHttp(`http://127.0.0.1:${port}/health`, 60_000), failedStart(service, "shop service")]);
  return service;
}

/** The storefront's server.ts in development mode on a port of its choosing; resolves with that port. */
export async function startStorefront(
  environment: Record<string, string>,
): Promise<{ server: Spawned; url: string; port: number }> {
  const server = spawnProcess(process.execPath, withTsx("server.ts"), {
    cwd: appRoot,
    env: { ...process.env, PORT: "0", NODE_ENV: "development", ...environment },
  });
  const port = await Promise.race([
    waitFor(() => server.output().match(/listening on port (\d+)/)?.[1], "the storefront to listen", 60_000),
    failedStart(server, "storefront"),
  ]);
  return { server, url: `http://127.0.0.1:${port}`, port: Number(port) };
}

/** Rejects with the process's output if it exits before it is ready. */
async function failedStart(process: Spawned, name: string): Promise<never> {
  const code = await process.exited;
  throw new Error(`${name} exited with ${String(code)} before it was ready:\n${process.output()}`);
}

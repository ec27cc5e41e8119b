import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { repoRoot } from "../scripts/stack.js";
import { startUntil, stop } from "./processes.js";

/** The bench's own ports, clear of `npm start` (3000…) and the browser tests (3100…). */
export const benchPorts = { storefront: 3200, content: 1537, shop: 4200, baseline: 3290 };

export const benchUrls = {
  storefront: `http://localhost:${benchPorts.storefront}`,
  content: `http://localhost:${benchPorts.content}`,
  shop: `http://localhost:${benchPorts.shop}`,
  shopGraphql: `http://localhost:${benchPorts.shop}/api/2026-04/graphql.json`,
  baseline: `http://localhost:${benchPorts.baseline}`,
};

export const baselineDir = path.join(repoRoot, "bench", "baseline-app");

export type Running = { stop: () => void };

/**
 * The production stack through `scripts/start.ts` (which builds whatever is stale), with throw-away
 * data so every run starts from the seed catalogue and stock.
 */
export async function startProductionStack(): Promise<Running> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bedsmade-bench-"));
  const env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(benchPorts.storefront),
    CONTENT_PORT: String(benchPorts.content),
    SHOP_PORT: String(benchPorts.shop),
    CONTENT_DATA_DIR: path.join(dataDir, "content"),
    SHOP_DATA_DIR: path.join(dataDir, "shop"),
  };
  let stack: ChildProcess;
  try {
    stack = await startUntil("npx", ["tsx", "scripts/start.ts"], {
      cwd: repoRoot,
      env,
      ready: /Bedsmade is running/,
      timeoutMs: 240_000,
    });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    stop: () => {
      stop(stack);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The minimal React Router 7 page, served by bench/baseline-app/server.mjs (built beforehand). */
export async function startBaseline(): Promise<Running> {
  const baseline = await startUntil("node", ["server.mjs"], {
    cwd: baselineDir,
    env: { ...process.env, NODE_ENV: "production", PORT: String(benchPorts.baseline) },
    ready: /baseline listening/,
    timeoutMs: 30_000,
  });
  return { stop: () => stop(baseline) };
}

import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { repoRoot } from "../scripts/stack.js";
import { startUntil, stop } from "./processes.js";

/** The bench's own ports, clear of `npm start` (3000…) and the browser tests (3100…). */
export const benchPorts = {
  storefront: 3200,
  content: 1537,
  shop: 4200,
  baseline: 3290,
  ceiling: 3291,
  hardened: 3201,
  mailWeb: 1180,
  mailSmtp: 1125,
};

/** `npm run bench:scale-out`'s cluster: the balancer on `storefront`, its instances on the next two ports. */
export const clusterPorts = { storefront: 3220, content: 1557, shop: 4220, redis: 6392, mailWeb: 1181, mailSmtp: 1126 };

export const benchUrls = {
  storefront: `http://localhost:${benchPorts.storefront}`,
  content: `http://localhost:${benchPorts.content}`,
  shop: `http://localhost:${benchPorts.shop}`,
  shopGraphql: `http://localhost:${benchPorts.shop}/api/2026-04/graphql.json`,
  baseline: `http://localhost:${benchPorts.baseline}`,
  ceiling: `http://localhost:${benchPorts.ceiling}`,
};

/**
 * This run's secrets, fixed by the bench rather than by `npm start`, so a storefront it starts beside the
 * stack (bench/hardening.ts) reads the CMS with the token the CMS made and knows the webhook's secret.
 */
const secret = () => randomBytes(24).toString("base64");
export const benchSecrets = {
  CONTENT_API_TOKEN: randomBytes(32).toString("hex"),
  REVALIDATE_SECRET: randomBytes(24).toString("hex"),
  PREVIEW_SECRET: randomBytes(24).toString("hex"),
  // The hardened storefront names each case's address to the shop, whose cart limit then counts them apart.
  SHOP_PRIVATE_TOKEN: randomBytes(32).toString("hex"),
  // A production CMS never invents its own secrets (services/cms/scripts/secrets.mjs): the bench deploys it with these.
  APP_KEYS: [secret(), secret()].join(","),
  API_TOKEN_SALT: secret(),
  ADMIN_JWT_SECRET: secret(),
  TRANSFER_TOKEN_SALT: secret(),
  JWT_SECRET: secret(),
  ENCRYPTION_KEY: secret(),
  // Nor its owner's account: the development one, so a bench run signs in as `npm start`'s owner would.
  CMS_ADMIN_EMAIL: "owner@bedsmade.local",
  CMS_ADMIN_PASSWORD: "Bedsmade-local-1",
};

export const baselineDir = path.join(repoRoot, "bench", "baseline-app");

export type Running = { stop: () => void };

/**
 * The production stack through `scripts/start.ts` (which builds whatever is stale), with throw-away
 * data so every run starts from the seed catalogue and stock; `cluster` runs it as `npm run start:cluster`
 * does, on clusterPorts.
 */
export async function startProductionStack(shape: "one instance" | "cluster" = "one instance"): Promise<Running> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bedsmade-bench-"));
  const ports = shape === "cluster" ? clusterPorts : benchPorts;
  const env = {
    ...process.env,
    ...benchSecrets,
    NODE_ENV: "production",
    PORT: String(ports.storefront),
    CONTENT_PORT: String(ports.content),
    SHOP_PORT: String(ports.shop),
    REDIS_PORT: String(clusterPorts.redis),
    // The local inbox the stack runs for the CMS's email, clear of `npm start`'s.
    MAIL_WEB_PORT: String(ports.mailWeb),
    MAIL_SMTP_PORT: String(ports.mailSmtp),
    CONTENT_DATA_DIR: path.join(dataDir, "content"),
    SHOP_DATA_DIR: path.join(dataDir, "shop"),
    // Each run encodes its pictures afresh, as after a deploy to a new machine.
    IMAGE_CACHE_DIR: path.join(dataDir, "images"),
  };
  let stack: ChildProcess;
  try {
    stack = await startUntil("npx", ["tsx", "scripts/start.ts", ...(shape === "cluster" ? ["--cluster"] : [])], {
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

/** React's ceiling for the page at `pageUrl` (bench/react-ceiling.ts), on benchPorts.ceiling. */
export async function startReactCeiling(pageUrl: string): Promise<Running> {
  const ceiling = await startUntil("npx", ["tsx", "bench/react-ceiling.ts", pageUrl, String(benchPorts.ceiling)], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: "production" },
    ready: /listening/,
    timeoutMs: 30_000,
  });
  return { stop: () => stop(ceiling) };
}

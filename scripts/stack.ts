import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, statSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export interface ServiceSpec {
  name: "content" | "shop" | "storefront" | "mail";
  /** The service's folder: an npm workspace, or services/cms with its own install. */
  workspace: string;
  /** What `npm start` and `npm run dev` run in that folder. */
  start: string;
  dev: string;
  port: number;
  portVariable: string;
  /** Another port the service listens on (the local inbox's SMTP), checked free before the start like `port`. */
  secondPort?: { port: number; portVariable: string };
  healthPath: string;
  /** Files whose absence or age means the workspace must be built before `start`. */
  outputs: string[];
  /** Folders whose newest file is compared with the outputs. */
  sources: string[];
}

function portFrom(variable: string, fallback: number): number {
  const raw = process.env[variable];
  if (raw === undefined || raw === "") return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${variable} must be a port number between 1 and 65535, got "${raw}"`);
  }
  return port;
}

/**
 * The local inbox runs only while the operator has named no SMTP server: the CMS then sends its email
 * there and nothing leaves the machine. Set SMTP_HOST (services/cms/README.md) and it is not started.
 */
export function localInboxWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  return !env.SMTP_HOST?.trim();
}

/** maildev, from the CMS's development dependencies: a web inbox of every email the CMS sends. */
function localInbox(): ServiceSpec {
  return {
    name: "mail",
    workspace: "services/cms",
    start: "npm run maildev",
    dev: "npm run maildev",
    port: portFrom("MAIL_WEB_PORT", 1080),
    portVariable: "MAIL_WEB_PORT",
    secondPort: { port: portFrom("MAIL_SMTP_PORT", 1025), portVariable: "MAIL_SMTP_PORT" },
    healthPath: "/api/healthz",
    // Nothing to build: it runs from node_modules.
    outputs: [],
    sources: [],
  };
}

export function stackServices(): ServiceSpec[] {
  const services: ServiceSpec[] = [
    {
      // Strapi 5: `npm run build` there compiles its TypeScript and builds the admin panel.
      name: "content",
      workspace: "services/cms",
      start: "npm start",
      dev: "npm run develop",
      port: portFrom("CONTENT_PORT", 1337),
      portVariable: "CONTENT_PORT",
      healthPath: "/_health",
      outputs: ["dist/src/index.js", "dist/build/index.html"],
      sources: ["src", "config"],
    },
    {
      name: "shop",
      workspace: "services/shop",
      start: "node dist/src/server.js",
      dev: "npm run dev",
      port: portFrom("SHOP_PORT", 4000),
      portVariable: "SHOP_PORT",
      healthPath: "/health",
      outputs: ["dist/src/server.js"],
      sources: ["src", "scripts"],
    },
    {
      name: "storefront",
      workspace: "apps/storefront",
      start: "node dist/server.js",
      dev: "npm run dev",
      port: portFrom("PORT", 3000),
      portVariable: "PORT",
      healthPath: "/healthz",
      outputs: ["build/server/index.js", "dist/server.js"],
      sources: ["app", "server.ts", "vite.config.ts", "react-router.config.ts"],
    },
  ];
  return localInboxWanted() ? [...services, localInbox()] : services;
}

/**
 * The environment each process gets: the URLs that tie the three together follow the chosen
 * ports unless the caller set them, so `PORT=3100 npm start` still wires up correctly.
 */
export function stackEnvironment(services: ServiceSpec[]): NodeJS.ProcessEnv {
  const port = (name: ServiceSpec["name"]) => services.find((s) => s.name === name)?.port;
  const storefront = `http://localhost:${port("storefront")}`;
  const content = `http://localhost:${port("content")}`;
  const shop = `http://localhost:${port("shop")}`;
  const defaults: Record<string, string> = {
    CONTENT_API_URL: content,
    CONTENT_PUBLIC_URL: content,
    SHOP_API_URL: `${shop}/api/2026-04/graphql.json`,
    SHOP_PUBLIC_URL: shop,
    STOREFRONT_URL: storefront,
    // The storefront's production build requires its public address (absolute URLs never follow the Host header).
    PUBLIC_URL: storefront,
    // The content service's webhooks must be able to purge the storefront's cache: one secret for the
    // run when the operator set none (an unset secret makes the storefront refuse every webhook).
    REVALIDATE_SECRET: randomBytes(24).toString("hex"),
    // The CMS makes a read-only API token with this key for the storefront (drafts for the editor's
    // preview need one), and the preview links it gives the admin carry the preview secret.
    CONTENT_API_TOKEN: randomBytes(32).toString("hex"),
    PREVIEW_SECRET: randomBytes(24).toString("hex"),
    // The shop stand-in tells the CMS of stock changes (back-in-stock emails) with webhooks signed
    // with this secret, which the CMS checks: one per run unless the operator set one.
    SHOP_WEBHOOK_URL: `${content}/api/shop-webhooks`,
    SHOP_WEBHOOK_SECRET: randomBytes(24).toString("hex"),
    // The storefront calls the shop as it would a real Shopify from its server: with a private token
    // the shop stand-in also holds, naming each shopper's address.
    SHOP_PRIVATE_TOKEN: randomBytes(32).toString("hex"),
    // Strapi would otherwise wait on a telemetry request that nothing here can answer.
    STRAPI_TELEMETRY_DISABLED: "true",
  };
  const env: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "1" };
  for (const [key, value] of Object.entries(defaults)) {
    if (!env[key]) env[key] = value;
  }
  const inbox = services.find((s) => s.name === "mail");
  if (inbox?.secondPort) {
    // No SMTP server named: the CMS's email goes to the local inbox (whatever SMTP_PORT says), which
    // listens on this machine only.
    Object.assign(env, {
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(inbox.secondPort.port),
      MAILDEV_SMTP_PORT: String(inbox.secondPort.port),
      MAILDEV_WEB_PORT: String(inbox.port),
      MAILDEV_IP: "127.0.0.1",
      MAILDEV_WEB_IP: "127.0.0.1",
    });
  }
  return env;
}

export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.once("listening", () => probe.close(() => resolve(true)));
    probe.listen(port);
  });
}

function newestModification(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === "node_modules") continue;
    newest = Math.max(newest, newestModification(path.join(target, entry)));
  }
  return newest;
}

export function needsBuild(service: ServiceSpec): boolean {
  const dir = path.join(repoRoot, service.workspace);
  if (service.outputs.length === 0) return false;
  const outputs = service.outputs.map((file) => path.join(dir, file));
  if (outputs.some((file) => !existsSync(file))) return true;
  const builtAt = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  const changedAt = Math.max(...service.sources.map((source) => newestModification(path.join(dir, source))));
  return changedAt > builtAt;
}

export async function waitUntilHealthy(service: ServiceSpec, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  const url = `http://localhost:${service.port}${service.healthPath}`;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return true;
    } catch {
      // Not listening yet: keep polling until the deadline.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

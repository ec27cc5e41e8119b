import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

/**
 * The package root holds package.json. Sources run from src/ (tsx, vitest) and from dist/src/
 * (node), so the root is found by walking up rather than by a fixed number of "..".
 */
export function packageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("services/content: package.json not found above " + dir);
    dir = parent;
  }
  return dir;
}

/** An empty variable counts as unset, so `FOO= npm start` switches a token off. */
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === "" ? undefined : value.trim()));

const envSchema = z.object({
  CONTENT_PORT: z.coerce.number().int().min(0).max(65535).default(1337),
  CONTENT_API_TOKEN: optionalText,
  CONTENT_ADMIN_TOKEN: optionalText,
  REVALIDATE_SECRET: optionalText,
  CONTENT_PUBLIC_URL: optionalText.pipe(z.url().optional()),
  CONTENT_DATA_DIR: optionalText,
  CONTENT_SEED_DIR: optionalText,
  // Unset means the local storefront; an explicitly empty value means "send no webhooks".
  CONTENT_WEBHOOK_URLS: z
    .string()
    .default("http://localhost:3000/api/revalidate")
    .transform((value) =>
      value
        .split(",")
        .map((url) => url.trim())
        .filter((url) => url !== ""),
    )
    .pipe(z.array(z.url())),
});

export interface ContentConfig {
  port: number;
  apiToken: string | undefined;
  adminToken: string | undefined;
  revalidateSecret: string | undefined;
  /** Base of absolute media URLs, without a trailing slash. */
  publicUrl: string;
  dataDir: string;
  seedDir: string;
  webhookUrls: string[];
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ContentConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`content service: invalid environment\n${lines.join("\n")}`);
  }
  const vars = parsed.data;
  const root = packageRoot();
  return {
    port: vars.CONTENT_PORT,
    apiToken: vars.CONTENT_API_TOKEN,
    adminToken: vars.CONTENT_ADMIN_TOKEN,
    revalidateSecret: vars.REVALIDATE_SECRET,
    publicUrl: (vars.CONTENT_PUBLIC_URL ?? `http://localhost:${vars.CONTENT_PORT}`).replace(/\/+$/, ""),
    dataDir: path.resolve(vars.CONTENT_DATA_DIR ?? path.join(root, ".data")),
    seedDir: path.resolve(vars.CONTENT_SEED_DIR ?? path.join(root, "seed")),
    webhookUrls: vars.CONTENT_WEBHOOK_URLS,
  };
}

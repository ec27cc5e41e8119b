import { SECRET_MIN_LENGTH, SHARED_SECRETS, shortSecrets, shortSecretsSentence } from "@bedsmade/form-rules";
import { z } from "zod";

/** A shopper sees the page or the calm 503 within 5 s (docs/content.md, "How long a content read may wait"). */
export const DEFAULT_CONTENT_TIMEOUT_MS = 2500;
export const DEFAULT_SHOP_TIMEOUT_MS = 3000;

/**
 * The storefront's configuration, read once from the environment and validated.
 * Server-only (the `.server` suffix keeps it out of the browser bundle): it holds the
 * upstream tokens and the revalidation secret.
 */

/** Unset and blank are the same to an operator: both mean "use the default". */
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

/** The locale fields must be present; setting one to an empty string is an error. */
const localeField = (fallback: string) => z.string().trim().min(1, "is missing").default(fallback);

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  CONTENT_API_URL: z.url().default("http://localhost:1337"),
  CONTENT_API_TOKEN: optionalText,
  /** Where the CMS's pictures and video are served from when not from CONTENT_API_URL (a storage bucket or CDN). */
  CONTENT_MEDIA_ORIGINS: z
    .string()
    .default("")
    .transform((list) =>
      list
        .split(",")
        .map((origin) => origin.trim())
        .filter((origin) => origin !== ""),
    )
    .pipe(
      z.array(
        z
          .url({ protocol: /^https?$/, error: "must be a comma-separated list of http(s) origins" })
          .transform((url) => new URL(url).origin),
      ),
    ),
  SHOP_API_URL: z.url().default("http://localhost:4000/api/2026-04/graphql.json"),
  SHOP_STOREFRONT_TOKEN: optionalText,
  /** Shopify's private Storefront API token, sent from this server with each shopper's address. */
  SHOP_PRIVATE_TOKEN: optionalText,
  /** Hosts besides SHOP_API_URL's that a cart's checkoutUrl may point to (a shop's own checkout domain). */
  SHOP_CHECKOUT_HOSTS: z
    .string()
    .default("")
    .transform((list) =>
      list
        .split(",")
        .map((host) => host.trim().toLowerCase())
        .filter((host) => host !== ""),
    )
    .pipe(z.array(z.string().regex(/^[a-z0-9.-]+(:\d+)?$/, "must be a comma-separated list of host names"))),
  APP_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]+$/, "must be letters, digits, - or _ (it prefixes cookie names)")
    .default("bedsmade"),
  REVALIDATE_SECRET: optionalText,
  /** Shared with the CMS, which signs its admin's links to GET /api/preview with it; unset, there is no preview. */
  PREVIEW_SECRET: optionalText,
  /** The address the CMS (and its admin) is reached at by browsers, when not CONTENT_API_URL. */
  CONTENT_PUBLIC_URL: optionalText.pipe(z.url().optional()),
  /** How long one upstream request may take before the shopper is told the upstream is unavailable. */
  CONTENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(DEFAULT_CONTENT_TIMEOUT_MS),
  SHOP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(DEFAULT_SHOP_TIMEOUT_MS),
  LOCALE: localeField("en"),
  CURRENCY: localeField("AUD"),
  COUNTRY: localeField("AU"),
  /** The shop's public origin: canonical links, og:url, JSON-LD, sitemap.xml and robots.txt are built on it. */
  PUBLIC_URL: optionalText.pipe(
    z
      .url({ protocol: /^https?$/, error: "must be the shop's public http(s) address" })
      .transform((url) => new URL(url).origin)
      .optional(),
  ),
  /** Redis 7 or Valkey shared by every instance (README "Running several instances"); unset, each keeps its own. */
  REDIS_URL: optionalText.pipe(
    z.url({ protocol: /^rediss?$/, error: "must be a redis:// or rediss:// URL" }).optional(),
  ),
  /** The longest a request waits on Redis before it carries on with this instance's own memory. */
  REDIS_TIMEOUT_MS: z.coerce.number().int().min(10).max(5000).default(250),
  /** A CDN's purge-by-tag endpoint, called on each content webhook (README "A CDN in front"). */
  CDN_PURGE_URL: optionalText.pipe(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional()),
  CDN_PURGE_TOKEN: optionalText,
  /** Where the picture route keeps what it has made across restarts; instances on one machine may share it. */
  IMAGE_CACHE_DIR: optionalText,
  NODE_ENV: optionalText,
});

/**
 * What production never takes from a default: the defaults are this machine's stand-ins, and without
 * PUBLIC_URL a forged Host could reach pages a CDN stores for everyone (docs/security.md, "Origins").
 */
const REQUIRED_IN_PRODUCTION = [
  ["PUBLIC_URL"],
  ["CONTENT_API_URL"],
  ["SHOP_API_URL"],
  ["SHOP_PRIVATE_TOKEN", "SHOP_STOREFRONT_TOKEN"],
  ["REVALIDATE_SECRET"],
] as const;

function missingInProduction(environment: Record<string, string | undefined>): string[] {
  if (environment.NODE_ENV !== "production") return [];
  return REQUIRED_IN_PRODUCTION.filter((names) => names.every((name) => !environment[name]?.trim())).map((names) =>
    names.join(" or "),
  );
}

const checkedEnvironmentSchema = environmentSchema.superRefine((env, context) => {
  if (env.NODE_ENV !== "production") return;
  for (const name of shortSecrets(env))
    context.addIssue({ code: "custom", path: [name], message: `is shorter than ${SECRET_MIN_LENGTH} characters` });
});

export type Config = {
  port: number;
  content: { apiUrl: string; token: string | undefined; mediaOrigins: string[] };
  shop: {
    apiUrl: string;
    storefrontToken: string | undefined;
    /** Optional in the type only so that settings written out by hand may leave it out. */
    privateToken?: string | undefined;
    checkoutHosts: string[];
  };
  appKey: string;
  revalidateSecret: string | undefined;
  /** The editor's preview: its secret, and the CMS origins whose admin may frame a preview. */
  preview: { secret: string | undefined; cmsOrigins: string[] };
  /** Per-request time limits for the content service and the shop. */
  upstreamTimeouts: { contentMs: number; shopMs: number };
  locale: { language: string; currency: string; country: string };
  /** PUBLIC_URL's origin; unset only outside production, where each request's origin stands in. */
  publicOrigin: string | undefined;
  /** What several instances share; `url` unset means this instance keeps everything in its own memory. */
  redis: { url: string | undefined; timeoutMs: number };
  cdnPurge: { url: string; token: string | undefined } | undefined;
  /** IMAGE_CACHE_DIR; unset, the storefront's own `.data/images`. */
  imageCacheDir: string | undefined;
};

const LOCALE_FIELDS = new Set(["LOCALE", "CURRENCY", "COUNTRY"]);

/** "Missing locale settings: LOCALE." and the like, one line per kind of setting that is missing. */
function missingHeadings(issues: readonly { path: readonly PropertyKey[]; code: string }[]): string[] {
  const missing = (fields: Set<string>) =>
    issues
      .filter((issue) => issue.code !== "invalid_format")
      .map((issue) => String(issue.path[0]))
      .filter((field) => fields.has(field));
  const locale = missing(LOCALE_FIELDS);
  const short = missing(new Set(SHARED_SECRETS));
  return [
    ...(locale.length > 0 ? [`Missing locale settings: ${locale.join(", ")}.`] : []),
    ...(short.length > 0 ? [shortSecretsSentence(short)] : []),
  ];
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Builds the configuration from an environment; throws one ConfigError naming every problem. */
export function parseConfig(environment: Record<string, string | undefined>): Config {
  const result = checkedEnvironmentSchema.safeParse(environment);
  const unset = missingInProduction(environment);
  if (!result.success || unset.length > 0) {
    const issues = result.error?.issues ?? [];
    const problems = [
      ...unset.map((names) => `${names} is missing (required in production)`),
      ...issues.map((issue) => `${issue.path.join(".")} ${issue.message}`),
    ];
    const headings = [
      ...(unset.length > 0 ? [`Missing production settings: ${unset.join(", ")}.`] : []),
      ...missingHeadings(issues),
    ];
    const heading = headings.length > 0 ? headings.join(" ") : "Invalid storefront configuration.";
    throw new ConfigError(`${heading}\n  - ${problems.join("\n  - ")}`);
  }
  const env = result.data;
  return {
    port: env.PORT,
    content: {
      apiUrl: env.CONTENT_API_URL.replace(/\/+$/, ""),
      token: env.CONTENT_API_TOKEN,
      mediaOrigins: env.CONTENT_MEDIA_ORIGINS,
    },
    shop: {
      apiUrl: env.SHOP_API_URL,
      storefrontToken: env.SHOP_STOREFRONT_TOKEN,
      privateToken: env.SHOP_PRIVATE_TOKEN,
      checkoutHosts: env.SHOP_CHECKOUT_HOSTS,
    },
    appKey: env.APP_KEY,
    revalidateSecret: env.REVALIDATE_SECRET,
    preview: {
      secret: env.PREVIEW_SECRET,
      cmsOrigins: [
        ...new Set(
          [env.CONTENT_API_URL, env.CONTENT_PUBLIC_URL ?? env.CONTENT_API_URL].map((url) => new URL(url).origin),
        ),
      ],
    },
    upstreamTimeouts: { contentMs: env.CONTENT_TIMEOUT_MS, shopMs: env.SHOP_TIMEOUT_MS },
    locale: { language: env.LOCALE, currency: env.CURRENCY, country: env.COUNTRY },
    publicOrigin: env.PUBLIC_URL,
    redis: { url: env.REDIS_URL, timeoutMs: env.REDIS_TIMEOUT_MS },
    cdnPurge: env.CDN_PURGE_URL ? { url: env.CDN_PURGE_URL, token: env.CDN_PURGE_TOKEN } : undefined,
    imageCacheDir: env.IMAGE_CACHE_DIR,
  };
}

export const config: Config = parseConfig(process.env);

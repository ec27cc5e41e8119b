import { probeShop } from "./commerce/storefront-client.server.js";
import { probeContentService } from "./content/client.server.js";
import type { RedisLink, RedisStatus } from "./shared-state/redis-link.server.js";
import type { UpstreamProbe } from "./http/upstream.server.js";

/**
 * What /healthz reports. The CMS, the shop or Redis being down is "degraded", not a reason to stop
 * routing shoppers here: cached pages still serve (apps/storefront/README.md, "Outages, health and shutdown").
 */
export type HealthReport = {
  status: "ok" | "degraded";
  upstreams: { content: UpstreamProbe; shop: UpstreamProbe };
  redis?: RedisStatus;
};

export type UpstreamHealthOptions = {
  content: { apiUrl: string; token: string | undefined };
  shop: { apiUrl: string; storefrontToken: string | undefined; privateToken?: string | undefined };
  redis?: RedisLink | undefined;
  /** Each probe's limit; both run side by side, so a report never takes much longer. */
  probeTimeoutMs?: number;
  /** How long one report is reused, so a load balancer polling every instance cannot hammer the upstreams. */
  reuseMs?: number;
  /** Injected in tests. */
  fetch?: typeof fetch;
  now?: () => number;
};

export const PROBE_TIMEOUT_MS = 1000;
export const HEALTH_REUSE_MS = 2000;

/** Answers the latest report, probing again at most once per `reuseMs` however many callers ask. */
export function createUpstreamHealth(options: UpstreamHealthOptions): () => Promise<HealthReport> {
  const timeoutMs = options.probeTimeoutMs ?? PROBE_TIMEOUT_MS;
  const reuseMs = options.reuseMs ?? HEALTH_REUSE_MS;
  const now = options.now ?? Date.now;
  let latest: { report: Promise<HealthReport>; at: number } | undefined;

  async function probeBoth(): Promise<HealthReport> {
    const [content, shop] = await Promise.all([
      probeContentService({
        baseUrl: options.content.apiUrl,
        token: options.content.token,
        timeoutMs,
        fetch: options.fetch,
      }),
      probeShop({
        apiUrl: options.shop.apiUrl,
        storefrontToken: options.shop.storefrontToken,
        privateToken: options.shop.privateToken,
        timeoutMs,
        fetch: options.fetch,
      }),
    ]);
    return { status: content.ok && shop.ok ? "ok" : "degraded", upstreams: { content, shop } };
  }

  return async () => {
    // The reuse period counts from the start of a probe, and callers during a probe share it.
    if (!latest || now() - latest.at >= reuseMs) latest = { report: probeBoth(), at: now() };
    const report = await latest.report;
    if (!options.redis) return report;
    // Redis's state is the link's own, known without a probe, so it is never an old reading.
    const redis = options.redis.status();
    return { ...report, redis, status: redis === "ok" ? report.status : "degraded" };
  };
}

import type { LoadResult } from "./load.js";
import type { Throughput } from "./measure.js";

/** The Scale-out section of bench/REPORT.md, from one run of bench/scale-out.ts. */

export const SCALE_OUT_HEADING = "## Scale-out";

export type ScaleOutResults = {
  measuredAt: Date;
  connections: number;
  seconds: number;
  rows: { route: string; served: "page cache" | "rendered each time"; one: Throughput; two: Throughput }[];
  load: LoadResult;
  loadAverage: { start: number; end: number };
};

const rate = (result: Throughput) =>
  `${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.p50} / p97.5 ${result.p97_5} ms${
    result.errors + result.non2xx > 0 ? `, ${result.errors} errors, ${result.non2xx} non-2xx` : ""
  }`;

export function renderScaleOut(results: ScaleOutResults): string {
  const { load } = results;
  const statuses = Object.entries(load.statuses)
    .map(([status, count]) => `${status}: ${count}`)
    .join(", ");
  return `${SCALE_OUT_HEADING} (one instance against two behind the balancer; autocannon, ${results.connections} connections for ${results.seconds} s per cell)

Measured ${results.measuredAt.toISOString().slice(0, 10)} with \`npm run bench:scale-out\`: the stack of \`npm run start:cluster\` (CMS and shop once, Debian's redis-server, two storefront instances, the round-robin balancer of \`scripts/balancer.ts\`), on this machine's two cores; load average ${results.loadAverage.start.toFixed(2)} at the start, ${results.loadAverage.end.toFixed(2)} at the end. "One instance" is instance 1 asked directly; "two behind the balancer" goes through the balancer. autocannon's histogram has no p95, so p97.5, the nearest percentile above it, is given.

| route | served | one instance | two behind the balancer | ratio |
|---|---|---|---|---|
${results.rows
  .map(
    (row) =>
      `| ${row.route} | ${row.served} | ${rate(row.one)} | ${rate(row.two)} | ${(row.two.requestsPerSecond / row.one.requestsPerSecond).toFixed(2)} |`,
  )
  .join("\n")}

**The load test through the balancer:** ${load.shoppers} shoppers for ${load.seconds} s, ${load.actions} cart actions spread over both instances by the balancer, each shopper from its own address; every cart read back afterwards. Lost lines ${load.lostLines}, duplicated ${load.duplicatedLines}, in a cart its shopper never kept ${load.unexpectedLines}, differing from the shopper's model ${load.mismatchedLines}; 5xx answers ${load.serverErrors}; requests without an answer ${load.networkErrors}. \`add\` p50 ${load.latency.add.p50.toFixed(1)} / p95 ${load.latency.add.p95.toFixed(1)} ms. Statuses: ${statuses}.

**What two cores can and cannot show.** Both instances, the balancer, Redis, the CMS, the shop and autocannon share the same two cores, so the ratios say little about capacity: every row through the balancer also pays a proxy hop in Node, which is most of what a page from the cache costs, while a rendered page keeps one instance's one thread busy and a second instance can use what the other core has left. What this run does show is that two instances behind one address serve the same pages, from one shared cache, with the cart kept whole across them. Past one machine the design scales by adding instances (each one more process with the same \`REDIS_URL\`), one Redis or Valkey with a replica (a Redis Cluster would need the purge script's keys in one hash slot, docs/decisions/0009), and a CDN in front that keeps pages by \`s-maxage\` and is purged by tag on every content webhook.
`;
}

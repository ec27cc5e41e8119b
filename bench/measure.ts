import { gzipSync } from "node:zlib";
import autocannon from "autocannon";

export interface Throughput {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export async function throughput(
  url: string,
  options: { connections: number; seconds: number; method?: "GET" | "POST"; body?: string; headers?: Record<string, string> },
): Promise<Throughput> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    method: options.method ?? "GET",
    body: options.body,
    headers: options.headers,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function percentile(samples: number[], fraction: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/** Gzipped bytes of every script a page loads at start: module scripts, modulepreloads and their imports. */
export async function javascriptBytes(pageUrl: string): Promise<{ files: number; gzipBytes: number }> {
  const html = await (await fetch(pageUrl)).text();
  const urls = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g)) urls.add(match[1] ?? "");
  for (const match of html.matchAll(/import\s*(?:[^"']*from\s*)?["']([^"']+\.js)["']/g)) urls.add(match[1] ?? "");
  urls.delete("");
  let gzipBytes = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, pageUrl))).arrayBuffer());
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return { files: urls.size, gzipBytes };
}

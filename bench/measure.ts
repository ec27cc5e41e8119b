import autocannon from "autocannon";

export interface Throughput {
  requestsPerSecond: number;
  p50: number;
  /** autocannon's histogram has no p95; p97.5 is the nearest above it. */
  p97_5: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export async function throughput(
  url: string,
  options: {
    connections: number;
    seconds: number;
    method?: "GET" | "POST";
    body?: string;
    headers?: Record<string, string>;
  },
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
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function median(samples: number[]): number {
  return percentile(samples, 0.5);
}

export function percentile(samples: number[], fraction: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/**
 * `npm run bench:scale-out`: one storefront instance against two behind the balancer, as
 * `npm run start:cluster` runs them, in one run (see bench/README.md). Exits non-zero on a lost or
 * duplicated cart line or a 5xx.
 */
import os from "node:os";
import { loadFailures, loadOptionsFromEnv, runLoad } from "./load.js";
import { throughput, type Throughput } from "./measure.js";
import { writeSection } from "./report-file.js";
import { renderScaleOut, SCALE_OUT_HEADING, type ScaleOutResults } from "./scale-out-report.js";
import { clusterPorts, startProductionStack } from "./stack.js";

const load = { connections: 10, seconds: Number(process.env.BENCH_SECONDS ?? 10) };
const balancer = `http://localhost:${clusterPorts.storefront}`;
const oneInstance = `http://localhost:${clusterPorts.storefront + 1}`;

async function rows(): Promise<ScaleOutResults["rows"]> {
  const measured: ScaleOutResults["rows"] = [];
  for (const route of ["/", "/faqs"]) {
    for (const [served, headers] of [
      ["page cache", {}],
      ["rendered each time", { "cache-control": "no-cache" }],
    ] as const) {
      // Warm both instances' caches and the shared one first: the rows compare serving, not first renders.
      await fetch(`${balancer}${route}`).then((response) => response.arrayBuffer());
      const one: Throughput = await throughput(`${oneInstance}${route}`, { ...load, headers });
      const two: Throughput = await throughput(`${balancer}${route}`, { ...load, headers });
      measured.push({ route, served, one, two });
    }
  }
  return measured;
}

const loadAverageAtStart = os.loadavg()[0] ?? Number.NaN;
const stack = await startProductionStack("cluster");
try {
  const results: ScaleOutResults = {
    measuredAt: new Date(),
    connections: load.connections,
    seconds: load.seconds,
    rows: await rows(),
    load: await runLoad(loadOptionsFromEnv(balancer, `http://localhost:${clusterPorts.shop}/api/2026-04/graphql.json`)),
    loadAverage: { start: loadAverageAtStart, end: os.loadavg()[0] ?? Number.NaN },
  };
  const section = renderScaleOut(results);
  writeSection(SCALE_OUT_HEADING, section);
  console.log(section);
  const failures = loadFailures(results.load);
  if (failures.length > 0) {
    console.error(`The load test through the balancer failed: ${failures.join(", ")}.`);
    process.exitCode = 1;
  }
} finally {
  stack.stop();
}

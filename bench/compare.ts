/**
 * `npm run bench:compare -- <url> <url> …`: storefronts already running side by side, measured in one
 * run so only the change differs. Why an observed TBT too: bench/README.md.
 */
import path from "node:path";
import type { Browser } from "@playwright/test";
import { z } from "zod";
import { repoRoot } from "../scripts/stack.js";
import { LIGHTHOUSE_PHONE, launchChromium } from "./browser.js";
import { measurePages } from "./lighthouse.js";
import { median } from "./measure.js";

const lighthouseRuns = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const observedLoads = Number(process.env.OBSERVED_LOADS ?? 7);
/** After `load`: the app's scripts start then (apps/storefront/app/http/hydrate-after-load.server.ts) and hydrate. */
const SETTLE_MS = 3_500;

const traceEvent = z.object({
  name: z.string(),
  ph: z.string(),
  ts: z.number(),
  dur: z.number().optional(),
  pid: z.number(),
  tid: z.number(),
  args: z.object({ frame: z.string().optional() }).loose().optional(),
});
const trace = z.object({ traceEvents: z.array(z.unknown()) });

async function observedBlockingTime(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext(LIGHTHOUSE_PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(SETTLE_MS);
    const events = trace.parse(JSON.parse((await browser.stopTracing()).toString())).traceEvents.flatMap((event) => {
      const parsed = traceEvent.safeParse(event);
      return parsed.success ? [parsed.data] : [];
    });
    const paint = events.find((event) => event.name === "firstContentfulPaint" && event.args?.frame !== undefined);
    if (!paint) throw new Error(`${url}: no first contentful paint in the trace`);
    return events
      .filter(
        (event) => event.name === "RunTask" && event.ph === "X" && event.pid === paint.pid && event.tid === paint.tid,
      )
      .filter((task) => task.ts > paint.ts)
      .reduce((sum, task) => sum + Math.max(0, (task.dur ?? 0) / 1000 - 50), 0);
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const urls = process.argv.slice(2);
  if (urls.length === 0) throw new Error("usage: npm run bench:compare -- <url> [<url> …]");
  const pages = urls.map((url) => ({ label: url.replace(/^https?:\/\//, ""), url }));
  const lighthouse = await measurePages(pages, lighthouseRuns, path.join(repoRoot, "bench", "reports", "compare"));
  const observed = new Map<string, number[]>(urls.map((url) => [url, []]));
  // One browser for every load; each load gets a fresh context, so no cache carries over.
  const browser = await launchChromium();
  try {
    for (let load = 0; load < observedLoads; load += 1) {
      for (const url of urls) observed.get(url)?.push(await observedBlockingTime(browser, url));
    }
  } finally {
    await browser.close();
  }
  for (const figures of lighthouse) {
    const fcp = figures.metricScores.find((metric) => metric.title === "First Contentful Paint")?.displayValue;
    console.log(
      [
        figures.url,
        `performance ${figures.scores.performance}`,
        `LCP ${(figures.lcpMs / 1000).toFixed(2)} s`,
        `FCP ${fcp ?? "?"}`,
        `TBT ${Math.round(figures.tbtMs)} ms`,
        `observed TBT ${Math.round(median(observed.get(figures.url) ?? []))} ms`,
      ].join("  "),
    );
  }
}

await main();

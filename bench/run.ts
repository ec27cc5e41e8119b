/**
 * `npm run bench` (bench/README.md). Figures are reported, never asserted: a shared machine moves
 * them. Exits non-zero, after the report, on a lost or duplicated cart line or a 5xx.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { repoRoot } from "../scripts/stack.js";
import { LIGHTHOUSE_PHONE, launchChromium } from "./browser.js";
import { CartSession, addFields, variantsForSale } from "./cart-session.js";
import { measurePages } from "./lighthouse.js";
import { hardeningFailures, measureHardening } from "./hardening.js";
import { measureTaps } from "./interactions.js";
import { renderHardening } from "./hardening-report.js";
import { loadFailures, loadOptionsFromEnv, runLoad } from "./load.js";
import { percentile, throughput } from "./measure.js";
import { run } from "./processes.js";
import { renderReport, type BenchResults, type Percentiles } from "./report.js";
import { KEPT_HEADINGS, readReport, sectionOf, withSection, writeReport } from "./report-file.js";
import { baselineDir, benchUrls, startBaseline, startProductionStack, startReactCeiling } from "./stack.js";

const connections = 10;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const lighthouseRuns = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const reportsDir = path.join(repoRoot, "bench", "reports");
const CART_COUNT = 8;
const ADDS_PER_CART = 12;

const articleList = z.object({ data: z.array(z.object({ slug: z.string() })).min(1) });

/** One published article's path, read from the content service so the bench follows the content. */
async function articlePath(): Promise<string> {
  const response = await fetch(`${benchUrls.content}/api/blog-articles/?pagination[pageSize]=1&sort=slug`);
  const [article] = articleList.parse(await response.json()).data;
  return `/${article?.slug ?? ""}`;
}

function percentiles(samples: number[]): Percentiles {
  return { count: samples.length, p50: percentile(samples, 0.5), p95: percentile(samples, 0.95) };
}

/**
 * A few carts with many adds each: the storefront allows 60 cart actions a minute per cart, and per
 * client for carts not yet made.
 */
async function addToCart(): Promise<BenchResults["addToCart"]> {
  const variants = await variantsForSale();
  const creating: number[] = [];
  const existing: number[] = [];
  const statuses: Record<string, number> = {};
  for (let cart = 0; cart < CART_COUNT; cart += 1) {
    const session = new CartSession();
    for (let item = 1; item <= ADDS_PER_CART; item += 1) {
      const variant = variants[(cart + item) % variants.length];
      if (!variant) throw new Error("no variant to add");
      const response = await session.post(addFields(variant.key, item, true));
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      if (response.status === 200) (item === 1 ? creating : existing).push(response.ms);
    }
  }
  return {
    samples: CART_COUNT * ADDS_PER_CART,
    carts: CART_COUNT,
    all: percentiles([...creating, ...existing]),
    creating: percentiles(creating),
    existing: percentiles(existing),
    statuses,
  };
}

async function serverThroughput(): Promise<BenchResults["server"]> {
  const load = { connections, seconds };
  const routes: BenchResults["server"]["routes"] = [];
  // Each page as a shopper gets it (through the page cache) and rendered on every request, as the
  // baseline is (`Cache-Control: no-cache` passes the page cache).
  for (const route of ["/", "/faqs"]) {
    const url = `${benchUrls.storefront}${route}`;
    routes.push({ path: route, served: "page cache", result: await throughput(url, load) });
    routes.push({
      path: route,
      served: "rendered each time",
      result: await throughput(url, { ...load, headers: { "cache-control": "no-cache" } }),
    });
  }
  const baseline = await throughput(`${benchUrls.baseline}/`, load);
  // What React alone costs for each page's markup (bench/react-ceiling.ts), one page at a time on one port.
  const ceilings: BenchResults["server"]["ceilings"] = [];
  for (const route of ["/", "/faqs"]) {
    const ceiling = await startReactCeiling(`${benchUrls.storefront}${route}`);
    try {
      ceilings.push({ path: route, result: await throughput(`${benchUrls.ceiling}/`, load) });
    } finally {
      ceiling.stop();
    }
  }
  const upstreams = [
    {
      label: "content service `GET /api/pages/?populate=deep,5`",
      result: await throughput(`${benchUrls.content}/api/pages/?populate=deep,5`, load),
    },
    {
      label: "shop service `products(first: 50)` with variants",
      result: await throughput(benchUrls.shopGraphql, {
        ...load,
        method: "POST",
        body: JSON.stringify({
          query:
            "query BenchProducts { products(first: 50) { nodes { id handle variants(first: 100) { nodes { id } } } } }",
        }),
        headers: { "content-type": "application/json" },
      }),
    },
  ];
  return { connections, seconds, routes, baseline, ceilings, upstreams };
}

async function lighthouse(): Promise<BenchResults["lighthouse"]> {
  const routes = ["/", "/buy", "/faqs", "/blog", await articlePath(), "/contact", "/measure-up", "/experts"];
  const pages = [
    ...routes.map((route) => ({ label: route, url: `${benchUrls.storefront}${route}` })),
    { label: "baseline", url: `${benchUrls.baseline}/` },
  ];
  // A shop's pages are served from warm caches (CDN and the storefront's content cache, and the
  // picture route's renditions); the first visit after a start is not.
  for (const page of pages) await fetch(page.url).then((response) => response.arrayBuffer());
  await loadAsLighthousesPhone(pages.map((page) => page.url));
  const figures = await measurePages(pages, lighthouseRuns, reportsDir);
  const baseline = figures.pop();
  if (!baseline) throw new Error("Lighthouse measured no baseline");
  return { runs: lighthouseRuns, routes: figures, baseline };
}

/**
 * One load per page as Lighthouse's phone, so the picture route has made that phone's renditions
 * before they are measured.
 */
async function loadAsLighthousesPhone(urls: string[]): Promise<void> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext(LIGHTHOUSE_PHONE);
    const page = await context.newPage();
    for (const url of urls) await page.goto(url, { waitUntil: "networkidle" });
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const loadAverageAtStart = os.loadavg()[0] ?? Number.NaN;
  run("npm", ["run", "build"], repoRoot);
  run("npx", ["react-router", "build"], baselineDir);
  const stack = await startProductionStack();
  const baseline = await startBaseline().catch((error: unknown) => {
    stack.stop();
    throw error;
  });

  try {
    const measuredAt = new Date();
    const measured = {
      lighthouse: await lighthouse(),
      taps: await measureTaps(benchUrls.storefront),
      server: await serverThroughput(),
      addToCart: await addToCart(),
      load: await runLoad(loadOptionsFromEnv(benchUrls.storefront, benchUrls.shopGraphql)),
    };
    const loadAverage = { start: loadAverageAtStart, end: os.loadavg()[0] ?? Number.NaN };
    const results: BenchResults = { measuredAt, loadAverage, ...measured };
    mkdirSync(reportsDir, { recursive: true });
    writeFileSync(path.join(reportsDir, "results.json"), JSON.stringify(results, null, 2));
    const hardening = await measureHardening();
    const previous = readReport();
    const report = KEPT_HEADINGS.reduce(
      (written, heading) =>
        sectionOf(previous, heading) ? withSection(written, heading, sectionOf(previous, heading)) : written,
      `${renderReport(results)}\n${renderHardening(hardening, new Date())}`,
    );
    writeReport(report);
    console.log(report);
    const failures = loadFailures(results.load);
    if (failures.length > 0) {
      console.error(`The load test failed: ${failures.join(", ")}.`);
      process.exitCode = 1;
    }
    const hardeningFindings = hardeningFailures(hardening);
    if (hardeningFindings.length > 0) {
      console.error(hardeningFindings.join("\n"));
      process.exitCode = 1;
    }
  } finally {
    stack.stop();
    baseline.stop();
  }
}

await main();

import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { CHROMIUM_PATH } from "./browser.js";
import { median } from "./measure.js";

/**
 * Lighthouse 12 with its defaults on Debian's Chromium. Each figure is its median over the runs; the
 * findings come from the run Lighthouse itself calls the median one.
 */

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];
export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export type Finding = { title: string; displayValue: string; savingsMs: number };
export type ScriptSize = { url: string; transferBytes: number };
/** The element Lighthouse took for the LCP and where its time went (TTFB, load delay, load time, render delay). */
export type LcpBreakdown = { element: string; phases: { phase: string; ms: number }[] };

export type PageFigures = {
  label: string;
  url: string;
  runs: number;
  /** 0–100, the median over the runs. */
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Transfer size of every script the page loaded (network-requests audit). */
  jsBytes: number;
  /** Transfer size of the page's own document, headers included (network-requests audit). */
  documentBytes: number;
  /** From the median run: what cost the performance score, and what failed elsewhere. */
  metricScores: { title: string; displayValue: string; score: number }[];
  opportunities: Finding[];
  failing: Record<Exclude<Category, "performance">, Finding[]>;
  largestScripts: ScriptSize[];
  lcp: LcpBreakdown | null;
  /** The elements that moved, with their share of the CLS (layout-shifts audit). */
  shifts: { element: string; score: number }[];
};

type Audit = Result["audits"][string];

const METRICS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
];

function numeric(lhr: Result, audit: string): number {
  return lhr.audits[audit]?.numericValue ?? Number.NaN;
}

function scripts(lhr: Result): ScriptSize[] {
  const details = lhr.audits["network-requests"]?.details;
  if (details?.type !== "table") return [];
  return details.items
    .filter((item) => item.resourceType === "Script")
    .map((item) => ({ url: String(item.url), transferBytes: Number(item.transferSize ?? 0) }));
}

function documentBytes(lhr: Result): number {
  const details = lhr.audits["network-requests"]?.details;
  if (details?.type !== "table") return Number.NaN;
  const document = details.items.find((item) => item.resourceType === "Document");
  return Number(document?.transferSize ?? Number.NaN);
}

function lcpBreakdown(lhr: Result): LcpBreakdown | null {
  const details = lhr.audits["largest-contentful-paint-element"]?.details;
  if (details?.type !== "list") return null;
  const [elementTable, phaseTable] = details.items;
  const node = elementTable?.type === "table" ? elementTable.items[0]?.node : undefined;
  if (!node || typeof node !== "object" || !("type" in node) || node.type !== "node") return null;
  const phases =
    phaseTable?.type === "table"
      ? phaseTable.items.map((item) => ({ phase: String(item.phase), ms: Number(item.timing) }))
      : [];
  return { element: node.selector ?? node.snippet ?? "unknown element", phases };
}

function layoutShifts(lhr: Result): { element: string; score: number }[] {
  const details = lhr.audits["layout-shifts"]?.details;
  if (details?.type !== "table") return [];
  return details.items.flatMap((item) => {
    const node = item.node;
    if (!node || typeof node !== "object" || !("type" in node) || node.type !== "node") return [];
    return [{ element: node.selector ?? node.snippet ?? "unknown element", score: Number(item.score ?? 0) }];
  });
}

function savingsOf(audit: Audit): number {
  const savings = audit.metricSavings ?? {};
  return (savings.LCP ?? 0) + (savings.FCP ?? 0) + (savings.TBT ?? 0);
}

function finding(audit: Audit): Finding {
  return { title: audit.title, displayValue: audit.displayValue ?? "", savingsMs: savingsOf(audit) };
}

/** Audits of a category that count towards its score and did not pass. */
function failingIn(lhr: Result, category: Category): Audit[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (audit): audit is Audit =>
        audit !== undefined && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "informative",
    )
    .filter((audit) => audit.scoreDisplayMode !== "manual" && audit.scoreDisplayMode !== "notApplicable");
}

/** The diagnostics and opportunities that Lighthouse says cost the most time, then any other failing performance audit. */
function opportunities(lhr: Result): Finding[] {
  const performanceAudits = (lhr.categories.performance?.auditRefs ?? [])
    .filter((ref) => !METRICS.includes(ref.id))
    .map((ref) => lhr.audits[ref.id])
    .filter((audit): audit is Audit => audit !== undefined && audit.score !== null && audit.score < 0.9);
  // An insight with neither a time nor a figure to show ("Network dependency tree") tells a reader nothing here.
  const telling = performanceAudits.map(finding).filter((item) => item.savingsMs > 0 || item.displayValue !== "");
  return telling.sort((a, b) => b.savingsMs - a.savingsMs).slice(0, 3);
}

/** One page's figures from its runs (exported so a report can be rebuilt from saved Lighthouse JSON). */
export function figuresFromRuns(label: string, url: string, runs: Result[]): PageFigures {
  const lhr = computeMedianRun(runs);
  const score = (category: Category) =>
    median(runs.map((run) => Math.round((run.categories[category]?.score ?? 0) * 100)));
  return {
    label,
    url,
    runs: runs.length,
    scores: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
    },
    lcpMs: median(runs.map((run) => numeric(run, "largest-contentful-paint"))),
    tbtMs: median(runs.map((run) => numeric(run, "total-blocking-time"))),
    cls: median(runs.map((run) => numeric(run, "cumulative-layout-shift"))),
    jsBytes: median(runs.map((run) => scripts(run).reduce((sum, script) => sum + script.transferBytes, 0))),
    documentBytes: median(runs.map(documentBytes)),
    metricScores: METRICS.map((id) => lhr.audits[id])
      .filter((audit): audit is Audit => audit !== undefined)
      .map((audit) => ({ title: audit.title, displayValue: audit.displayValue ?? "", score: audit.score ?? 0 })),
    opportunities: opportunities(lhr),
    failing: {
      accessibility: failingIn(lhr, "accessibility").map(finding),
      "best-practices": failingIn(lhr, "best-practices").map(finding),
      seo: failingIn(lhr, "seo").map(finding),
    },
    largestScripts: scripts(lhr)
      .sort((a, b) => b.transferBytes - a.transferBytes)
      .slice(0, 3),
    lcp: lcpBreakdown(lhr),
    shifts: layoutShifts(lhr),
  };
}

type Browser = { port: number; kill(): void };
const launch = (): Promise<Browser> => chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });

/**
 * A run that fails outright is retried twice in a fresh Chromium: a browser whose tracing went wrong
 * once did so again on the same page.
 */
async function audit(url: string, browser: { current: Browser }): Promise<{ lhr: Result }> {
  let failure = "";
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const result = await lighthouse(url, {
      port: browser.current.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    if (result && !result.lhr.runtimeError) return result;
    failure = result?.lhr.runtimeError?.message ?? "Lighthouse returned nothing";
    console.warn(`[lighthouse] ${url} attempt ${attempt} failed: ${failure}`);
    browser.current.kill();
    browser.current = await launch();
  }
  throw new Error(`Lighthouse could not measure ${url}: ${failure}`);
}

/** Lighthouse on every page, `runs` times each, in one Chromium; the JSON reports go to `reportsDir`. */
export async function measurePages(
  pages: { label: string; url: string }[],
  runs: number,
  reportsDir: string,
): Promise<PageFigures[]> {
  mkdirSync(reportsDir, { recursive: true });
  const browser = { current: await launch() };
  try {
    const results: PageFigures[] = [];
    for (const page of pages) {
      const lhrs: Result[] = [];
      for (let run = 1; run <= runs; run += 1) {
        const result = await audit(page.url, browser);
        const file = `${page.label.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home"}-run${run}.json`;
        writeFileSync(path.join(reportsDir, file), JSON.stringify(result.lhr, null, 1));
        lhrs.push(result.lhr);
        console.log(
          `[lighthouse] ${page.label} run ${run}/${runs}: performance ${Math.round((result.lhr.categories.performance?.score ?? 0) * 100)}`,
        );
      }
      results.push(figuresFromRuns(page.label, page.url, lhrs));
    }
    return results;
  } finally {
    browser.current.kill();
  }
}

/**
 * Taps on a phone, timed as Interaction to Next Paint: Lighthouse's runs end before anyone taps.
 * `npm run bench:interactions -- <url>` measures a running storefront (bench/README.md, item 2).
 */
import { pathToFileURL } from "node:url";
import type { Browser, Locator, Page } from "@playwright/test";
import { z } from "zod";
import { LIGHTHOUSE_PHONE, launchChromium } from "./browser.js";
import { renderTaps, type TapFigures } from "./interactions-report.js";

const CPU_SLOWDOWN = 4;
/** After hydration the cart's first load and the version cookie's read run (app/cart, app/layout): a shopper's first tap comes later. */
const SETTLE_MS = 1_500;
/** A shopper reads after scrolling: the scroll's frames and the pictures it brings in are done before the tap. */
const SCROLL_SETTLE_MS = 500;
/** Long enough for the answer's frame at 4× even on a busy machine; a tap's entries are complete by then. */
const ANSWER_MS = 700;

type Tap = { label: string; act: (page: Page) => Promise<void> };
type Journey = { route: string; taps: Tap[] };

/** Taps `target` and waits until the page's main heading no longer reads as before: the step or page asked for is shown. */
async function tapThrough(page: Page, target: Locator, scrolledTo = false): Promise<void> {
  const heading = page.getByRole("heading", { level: 1 });
  const before = (await heading.textContent()) ?? "";
  if (scrolledTo) {
    await target.scrollIntoViewIfNeeded();
    await page.waitForTimeout(SCROLL_SETTLE_MS);
  }
  await target.tap();
  await heading.filter({ hasNotText: before }).waitFor();
}

const nextStep = (page: Page) => tapThrough(page, page.getByRole("button", { name: "Next" }));

/** The first choice of a group a shopper can still take (not sold out, not already chosen). */
const firstOpen = (page: Page, group: string) =>
  page.locator(`main input[type=radio][name="${group}"]:not(:disabled):not(:checked)`).first();

const JOURNEYS: Journey[] = [
  {
    route: "/buy",
    taps: [
      { label: "choose a size", act: (page) => firstOpen(page, "size").tap({ force: true }) },
      { label: "Next, to colour and depth", act: nextStep },
      { label: "choose a depth", act: (page) => firstOpen(page, "depth").tap({ force: true }) },
      { label: "Next, to services", act: nextStep },
    ],
  },
  {
    route: "/",
    taps: [
      { label: "open the menu", act: (page) => page.getByRole("button", { name: /menu/i }).first().tap() },
      { label: "close the menu (Escape)", act: (page) => page.keyboard.press("Escape") },
      { label: "open the cart", act: (page) => page.getByRole("button", { name: /cart/i }).first().tap() },
    ],
  },
  {
    route: "/",
    taps: [
      // Client navigation: React Router fetches the page's data and renders it in place. The link is
      // scrolled to first, as a shopper reads down to it, so the scroll's own work is not the tap's.
      {
        label: "follow a link to /faqs",
        act: (page) => tapThrough(page, page.locator('a[href="/faqs"]:visible').first(), true),
      },
    ],
  },
  { route: "/faqs", taps: [{ label: "open a question", act: (page) => page.locator("main summary").first().tap() }] },
];

const recorded = z.array(z.object({ interactionId: z.number(), duration: z.number() }));

/** What the page's own scope offers the recorder; the bench is typed without the DOM's library. */
type EventEntry = { interactionId?: number; duration: number };
type PageScope = {
  __interactions: EventEntry[];
  PerformanceObserver: new (report: (list: { getEntries(): EventEntry[] }) => void) => {
    observe(options: { type: "event"; durationThreshold: number }): void;
  };
};

/** Every interaction's event entries from here on, kept on the page for `tapDuration` to read. */
function recordInteractions(): void {
  const scope = globalThis as unknown as PageScope;
  scope.__interactions = [];
  new scope.PerformanceObserver((list) => {
    for (const { interactionId, duration } of list.getEntries()) {
      if (interactionId) scope.__interactions.push({ interactionId, duration });
    }
  }).observe({ type: "event", durationThreshold: 16 });
}

const takeRecorded = () => (globalThis as unknown as PageScope).__interactions.splice(0);

async function tapDuration(page: Page, tap: Tap): Promise<number> {
  await page.evaluate(takeRecorded);
  await tap.act(page);
  await page.waitForTimeout(ANSWER_MS);
  const entries = recorded.parse(await page.evaluate(takeRecorded));
  return Math.max(0, ...entries.map((entry) => entry.duration));
}

type TapOutcome = { duration: number } | { failure: string };

/** Playwright waits without end by default outside its test runner: a control that is gone must fail the tap instead. */
const ACTION_TIMEOUT_MS = 15_000;

const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "";

async function runJourney(browser: Browser, storefrontUrl: string, journey: Journey): Promise<TapOutcome[]> {
  const context = await browser.newContext(LIGHTHOUSE_PHONE);
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  const outcomes: TapOutcome[] = [];
  try {
    await context.addInitScript(recordInteractions);
    const page = await context.newPage();
    await page.goto(`${storefrontUrl}${journey.route}`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
    await page.waitForTimeout(SETTLE_MS);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    for (const tap of journey.taps) outcomes.push({ duration: await tapDuration(page, tap) });
  } catch (error) {
    // The taps after a failed one start from a page the journey did not expect: none of them is made.
    const failure = firstLine(error);
    while (outcomes.length < journey.taps.length) outcomes.push({ failure });
  } finally {
    await context.close();
  }
  return outcomes;
}

export async function measureTaps(
  storefrontUrl: string,
  loads = Number(process.env.INTERACTION_LOADS ?? 5),
): Promise<TapFigures[]> {
  const figures = JOURNEYS.map((journey) =>
    journey.taps.map((tap): TapFigures => ({ route: journey.route, tap: tap.label, durations: [], failures: [] })),
  );
  const browser = await launchChromium();
  try {
    for (let load = 0; load < loads; load += 1) {
      for (const [index, journey] of JOURNEYS.entries()) {
        const outcomes = await runJourney(browser, storefrontUrl, journey);
        outcomes.forEach((outcome, tap) => {
          const figure = figures[index]?.[tap];
          if ("duration" in outcome) figure?.durations.push(outcome.duration);
          else figure?.failures.push(outcome.failure);
        });
      }
    }
  } finally {
    await browser.close();
  }
  return figures.flat();
}

async function main(): Promise<void> {
  const [url] = process.argv.slice(2);
  if (!url) throw new Error("usage: npm run bench:interactions -- <storefront url>");
  console.log(renderTaps(await measureTaps(url.replace(/\/$/, ""))));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();

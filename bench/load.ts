/**
 * The load test: concurrent shoppers change cart lines through /api/cart as the cart UI does, then
 * every cart is read back against the shopper's own model. Running it: bench/README.md, item 5.
 */
import { pathToFileURL } from "node:url";
import {
  CartSession,
  addFields,
  variantsForSale,
  type CartResponse,
  type ServerLine,
  type StockedVariant,
} from "./cart-session.js";
import { percentile } from "./measure.js";
import { benchUrls, startProductionStack } from "./stack.js";

export type LoadOptions = { shoppers: number; seconds: number; storefrontUrl: string; shopGraphql: string };

type Action = "add" | "set-quantity" | "set-packaging" | "remove";

export type LoadResult = {
  shoppers: number;
  seconds: number;
  thinkTimeMs: { min: number; max: number };
  actions: number;
  latency: Record<Action | "read back", { count: number; p50: number; p95: number; p99: number }>;
  statuses: Record<string, number>;
  networkErrors: number;
  serverErrors: number;
  lostLines: number;
  duplicatedLines: number;
  unexpectedLines: number;
  mismatchedLines: number;
  stockAdjustments: number;
};

/** What the shopper believes one line is, keyed by its item number. */
type ModelLine = {
  itemNumber: number;
  variantKey: string;
  quantity: number;
  premiumPackaging: boolean;
  lineId: string | null;
};

/**
 * A shopper reads, clicks, reads again: 1.5–3.5 s between actions keeps one cart near 24 actions a
 * minute, under the storefront's 60 a minute per cart, so 429s mean a real shopper would meet them.
 */
const THINK_MS = { min: 1500, max: 3500 };
const MAX_LINES = 4;
const MAX_QUANTITY = 3;

const randomBetween = (min: number, max: number) => min + Math.random() * (max - min);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(Math.random() * items.length)];

class Recorder {
  readonly timings = new Map<string, number[]>();
  readonly statuses = new Map<string, number>();
  networkErrors = 0;
  stockAdjustments = 0;

  record(label: string, response: CartResponse): void {
    const samples = this.timings.get(label) ?? [];
    samples.push(response.ms);
    this.timings.set(label, samples);
    const key = String(response.status);
    this.statuses.set(key, (this.statuses.get(key) ?? 0) + 1);
  }
}

class Shopper {
  readonly session: CartSession;
  readonly lines: ModelLine[] = [];

  constructor(
    origin: string,
    private readonly variants: StockedVariant[],
    private readonly recorder: Recorder,
    address: string,
  ) {
    this.session = new CartSession(origin, address);
  }

  private chooseAction(): Action {
    const known = this.lines.filter((line) => line.lineId !== null);
    if (known.length === 0) return "add";
    const roll = Math.random();
    if (roll < 0.35 && this.lines.length < MAX_LINES) return "add";
    if (roll < 0.65) return "set-quantity";
    if (roll < 0.75) return "set-packaging";
    return "remove";
  }

  /** Distinct variants per cart, within stock, so the shop never has to trim a line (that would be no loss). */
  private nextVariant(): StockedVariant | undefined {
    const used = new Set(this.lines.map((line) => line.variantKey));
    return pick(this.variants.filter((variant) => !used.has(variant.key) && variant.stock >= MAX_QUANTITY));
  }

  private stockLimit(variantKey: string): number {
    return Math.min(MAX_QUANTITY, this.variants.find((variant) => variant.key === variantKey)?.stock ?? 1);
  }

  async act(): Promise<void> {
    const action = this.chooseAction();
    const line = pick(this.lines.filter((candidate) => candidate.lineId !== null));
    try {
      if (action === "add" || !line?.lineId) await this.add();
      else if (action === "set-quantity") await this.setQuantity(line, line.lineId);
      else if (action === "set-packaging") await this.setPackaging(line, line.lineId);
      else await this.remove(line, line.lineId);
    } catch {
      this.recorder.networkErrors += 1;
    }
  }

  private async add(): Promise<void> {
    const variant = this.nextVariant();
    if (!variant) return;
    const itemNumber = Math.max(0, ...this.lines.map((line) => line.itemNumber)) + 1;
    const premiumPackaging = Math.random() < 0.8;
    const response = await this.session.post(addFields(variant.key, itemNumber, premiumPackaging));
    this.recorder.record("add", response);
    if (response.status !== 200) return;
    const added = response.answer?.cart?.lines.find((candidate) => candidate.itemNumber === itemNumber);
    this.noteStockWarnings(response);
    this.lines.push({ itemNumber, variantKey: variant.key, quantity: 1, premiumPackaging, lineId: added?.id ?? null });
  }

  private async setQuantity(line: ModelLine, lineId: string): Promise<void> {
    const choices = Array.from({ length: this.stockLimit(line.variantKey) }, (_, index) => index + 1).filter(
      (q) => q !== line.quantity,
    );
    const quantity = pick(choices) ?? 1;
    const response = await this.session.post({
      intent: "set-quantity",
      lineId,
      redirectTo: "/buy?step=4",
      quantity: String(quantity),
    });
    this.recorder.record("set-quantity", response);
    if (response.status !== 200) return;
    this.noteStockWarnings(response);
    line.quantity = quantity;
  }

  private async setPackaging(line: ModelLine, lineId: string): Promise<void> {
    const premiumPackaging = !line.premiumPackaging;
    const response = await this.session.post({
      intent: "set-packaging",
      lineId,
      redirectTo: "/buy?step=4",
      premiumPackaging: String(premiumPackaging),
    });
    this.recorder.record("set-packaging", response);
    if (response.status === 200) line.premiumPackaging = premiumPackaging;
  }

  private async remove(line: ModelLine, lineId: string): Promise<void> {
    const response = await this.session.post({ intent: "remove", lineId, redirectTo: "/buy?step=4" });
    this.recorder.record("remove", response);
    if (response.status === 200) this.lines.splice(this.lines.indexOf(line), 1);
  }

  private noteStockWarnings(response: CartResponse): void {
    const adjusted = (response.answer?.notices ?? []).filter((notice) => notice.code?.startsWith("MERCHANDISE_"));
    this.recorder.stockAdjustments += adjusted.length;
  }
}

type Comparison = { lost: number; duplicated: number; unexpected: number; mismatched: number };

/** The cart as read back against the shopper's model, line by line through the item numbers. */
export function compareCart(model: readonly ModelLine[], served: readonly ServerLine[]): Comparison {
  const result: Comparison = { lost: 0, duplicated: 0, unexpected: 0, mismatched: 0 };
  for (const line of model) {
    const matches = served.filter((candidate) => candidate.itemNumber === line.itemNumber);
    if (matches.length === 0) result.lost += 1;
    if (matches.length > 1) result.duplicated += matches.length - 1;
    const [match] = matches;
    const differs =
      match &&
      (!match.variantId.endsWith(`/${line.variantKey}`) ||
        match.quantity !== line.quantity ||
        match.premiumPackaging !== line.premiumPackaging);
    if (differs) result.mismatched += 1;
  }
  const expected = new Set(model.map((line) => line.itemNumber));
  result.unexpected = served.filter(
    (candidate) => candidate.itemNumber === null || !expected.has(candidate.itemNumber),
  ).length;
  return result;
}

function summarise(samples: number[]) {
  return {
    count: samples.length,
    p50: percentile(samples, 0.5),
    p95: percentile(samples, 0.95),
    p99: percentile(samples, 0.99),
  };
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const variants = await variantsForSale(options.shopGraphql);
  const recorder = new Recorder();
  const shoppers = Array.from(
    { length: options.shoppers },
    // Each from an address of its own (10.77.0.1, …), as real shoppers arrive at a balancer.
    (_, index) =>
      new Shopper(options.storefrontUrl, variants, recorder, `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`),
  );
  const deadline = Date.now() + options.seconds * 1000;

  await Promise.all(
    shoppers.map(async (shopper) => {
      // Shoppers arrive spread over one think time rather than all in the same millisecond.
      await pause(randomBetween(0, THINK_MS.max));
      while (Date.now() < deadline) {
        await shopper.act();
        await pause(randomBetween(THINK_MS.min, THINK_MS.max));
      }
    }),
  );

  const totals: Comparison = { lost: 0, duplicated: 0, unexpected: 0, mismatched: 0 };
  for (const shopper of shoppers) {
    const response = await shopper.session.read().catch(() => null);
    if (!response) {
      recorder.networkErrors += 1;
      totals.lost += shopper.lines.length;
      continue;
    }
    recorder.record("read back", response);
    const served = response.status === 200 ? (response.answer?.cart?.lines ?? []) : null;
    if (!served) {
      totals.lost += shopper.lines.length;
      continue;
    }
    const comparison = compareCart(shopper.lines, served);
    for (const key of Object.keys(totals) as (keyof Comparison)[]) totals[key] += comparison[key];
  }

  const statuses = Object.fromEntries([...recorder.statuses].sort(([a], [b]) => a.localeCompare(b)));
  const latency = Object.fromEntries(
    (["add", "set-quantity", "set-packaging", "remove", "read back"] as const).map((label) => [
      label,
      summarise(recorder.timings.get(label) ?? []),
    ]),
  ) as LoadResult["latency"];
  return {
    shoppers: options.shoppers,
    seconds: options.seconds,
    thinkTimeMs: THINK_MS,
    actions: [...recorder.timings]
      .filter(([label]) => label !== "read back")
      .reduce((sum, [, samples]) => sum + samples.length, 0),
    latency,
    statuses,
    networkErrors: recorder.networkErrors,
    serverErrors: Object.entries(statuses)
      .filter(([status]) => Number(status) >= 500)
      .reduce((sum, [, count]) => sum + count, 0),
    lostLines: totals.lost,
    duplicatedLines: totals.duplicated,
    unexpectedLines: totals.unexpected,
    mismatchedLines: totals.mismatched,
    stockAdjustments: recorder.stockAdjustments,
  };
}

/** Every way the run can fail its zero-loss promise, in words; empty when it kept it. */
export function loadFailures(result: LoadResult): string[] {
  const failures: string[] = [];
  if (result.lostLines > 0) failures.push(`${result.lostLines} lost lines`);
  if (result.duplicatedLines > 0) failures.push(`${result.duplicatedLines} duplicated lines`);
  if (result.unexpectedLines > 0) failures.push(`${result.unexpectedLines} lines no shopper kept`);
  if (result.mismatchedLines > 0) failures.push(`${result.mismatchedLines} lines differing from the shopper's model`);
  if (result.serverErrors > 0) failures.push(`${result.serverErrors} 5xx answers`);
  if (result.networkErrors > 0) failures.push(`${result.networkErrors} requests without an answer`);
  return failures;
}

export function loadOptionsFromEnv(storefrontUrl: string, shopGraphql: string): LoadOptions {
  const shoppers = Number(process.env.LOAD_SHOPPERS ?? 50);
  const seconds = Number(process.env.LOAD_SECONDS ?? 60);
  if (!Number.isInteger(shoppers) || shoppers < 1)
    throw new Error(`LOAD_SHOPPERS must be a whole number above 0, got "${process.env.LOAD_SHOPPERS}"`);
  if (!(seconds > 0))
    throw new Error(`LOAD_SECONDS must be a number of seconds above 0, got "${process.env.LOAD_SECONDS}"`);
  return { shoppers, seconds, storefrontUrl, shopGraphql };
}

async function main(): Promise<void> {
  const external = process.env.LOAD_URL;
  const stack = external ? null : await startProductionStack();
  try {
    const options = loadOptionsFromEnv(
      external ?? benchUrls.storefront,
      process.env.LOAD_SHOP_GRAPHQL ?? benchUrls.shopGraphql,
    );
    console.log(`Load: ${options.shoppers} shoppers for ${options.seconds} s against ${options.storefrontUrl}…`);
    const result = await runLoad(options);
    console.log(JSON.stringify(result, null, 2));
    const failures = loadFailures(result);
    if (failures.length > 0) {
      console.error(`Load test failed: ${failures.join(", ")}.`);
      process.exitCode = 1;
    }
  } finally {
    stack?.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();

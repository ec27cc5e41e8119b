/**
 * `npm run bench`: builds the production stack and a minimal React Router 7 baseline, starts both,
 * measures them side by side in one run and writes bench/REPORT.md. Figures are reported, never
 * asserted: the machines are noisy, so only numbers from the same run are compared.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { repoRoot } from "../scripts/stack.js";
import { percentile, javascriptBytes, throughput, type Throughput } from "./measure.js";
import { run, startUntil, stop } from "./processes.js";

const ports = { storefront: 3200, content: 1537, shop: 4200, baseline: 3290 };
const connections = 10;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const shopGraphql = `http://localhost:${ports.shop}/api/2026-04/graphql.json`;

async function graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(shopGraphql, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(`shop query failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

const productsQuery = `#graphql
  query BenchProducts { products(first: 50) { nodes { id handle variants(first: 100) { nodes { id availableForSale } } } } }`;
const cartCreateMutation = `#graphql
  mutation BenchCartCreate($variant: ID!) {
    cartCreate(input: { lines: [{ merchandiseId: $variant, quantity: 1 }] }) { cart { id totalQuantity } userErrors { code message } }
  }`;
const cartLinesAddMutation = `#graphql
  mutation BenchCartLinesAdd($cart: ID!, $variant: ID!) {
    cartLinesAdd(cartId: $cart, lines: [{ merchandiseId: $variant, quantity: 1 }]) { cart { totalQuantity } userErrors { code message } }
  }`;

async function cartRoundTrips(count: number): Promise<number[]> {
  const data = await graphql<{ products: { nodes: { variants: { nodes: { id: string; availableForSale: boolean }[] } }[] } }>(productsQuery);
  const variant = data.products.nodes.flatMap((product) => product.variants.nodes).find((v) => v.availableForSale)?.id;
  if (!variant) throw new Error("no variant is for sale, so the cart cannot be measured");
  const timings: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const created = await graphql<{ cartCreate: { cart: { id: string } } }>(cartCreateMutation, { variant });
    await graphql(cartLinesAddMutation, { cart: created.cartCreate.cart.id, variant });
    timings.push(performance.now() - started);
  }
  return timings;
}

function row(label: string, result: Throughput): string {
  return `| ${label} | ${result.requestsPerSecond.toFixed(0)} | ${result.p50} | ${result.p99} | ${result.errors + result.non2xx} |`;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bedsmade-bench-"));
  const baselineDir = path.join(repoRoot, "bench", "baseline-app");
  run("npm", ["run", "build"], repoRoot);
  run("npx", ["react-router", "build"], baselineDir);

  const env = {
    ...process.env,
    PORT: String(ports.storefront),
    CONTENT_PORT: String(ports.content),
    SHOP_PORT: String(ports.shop),
    CONTENT_DATA_DIR: path.join(dataDir, "content"),
    SHOP_DATA_DIR: path.join(dataDir, "shop"),
  };
  const stack = await startUntil("npx", ["tsx", "scripts/start.ts"], { cwd: repoRoot, env, ready: /Bedsmade is running/, timeoutMs: 240_000 });
  const baseline = await startUntil("node", ["server.mjs"], {
    cwd: baselineDir,
    env: { ...process.env, NODE_ENV: "production", PORT: String(ports.baseline) },
    ready: /baseline listening/,
    timeoutMs: 30_000,
  });

  try {
    const storefrontUrl = `http://localhost:${ports.storefront}/`;
    const baselineUrl = `http://localhost:${ports.baseline}/`;
    const load = { connections, seconds };
    const pages = {
      storefront: await throughput(storefrontUrl, load),
      baseline: await throughput(baselineUrl, load),
      content: await throughput(`http://localhost:${ports.content}/api/pages/?populate=deep,5`, load),
      shop: await throughput(shopGraphql, {
        ...load,
        method: "POST",
        body: JSON.stringify({ query: productsQuery }),
        headers: { "content-type": "application/json" },
      }),
    };
    const scripts = { storefront: await javascriptBytes(storefrontUrl), baseline: await javascriptBytes(baselineUrl) };
    const carts = await cartRoundTrips(100);

    const report = [
      "# Benchmark report",
      "",
      `Measured ${new Date().toISOString()} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? "unknown CPU"}, ` +
        `${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}. Production builds; ` +
        `${connections} connections for ${seconds} s per row (autocannon). The baseline is a minimal React Router 7 ` +
        "page built and served the same way in the same run.",
      "",
      "## Server throughput",
      "",
      "| target | requests/s | p50 ms | p99 ms | errors |",
      "|---|---|---|---|---|",
      row("storefront `/` (home, SSR from the content service)", pages.storefront),
      row("baseline `/` (minimal React Router 7 page)", pages.baseline),
      row("content service `GET /api/pages/?populate=deep,5`", pages.content),
      row("shop service `products(first: 50)` with variants", pages.shop),
      "",
      `Storefront home throughput is ${((pages.storefront.requestsPerSecond / pages.baseline.requestsPerSecond) * 100).toFixed(0)} % of the baseline's.`,
      "",
      "## JavaScript shipped to the browser (gzip)",
      "",
      "| page | files | bytes | × baseline |",
      "|---|---|---|---|",
      `| storefront \`/\` | ${scripts.storefront.files} | ${scripts.storefront.gzipBytes} | ${(scripts.storefront.gzipBytes / scripts.baseline.gzipBytes).toFixed(2)} |`,
      `| baseline \`/\` | ${scripts.baseline.files} | ${scripts.baseline.gzipBytes} | 1.00 |`,
      "",
      "## Cart round trip (shop service, cartCreate then cartLinesAdd, 100 sequential)",
      "",
      `p50 ${percentile(carts, 0.5).toFixed(1)} ms, p95 ${percentile(carts, 0.95).toFixed(1)} ms.`,
      "",
    ].join("\n");
    writeFileSync(path.join(repoRoot, "bench", "REPORT.md"), report);
    console.log(report);
  } finally {
    stop(stack);
    stop(baseline);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

import type { ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { z } from "zod";
import type { CartFixture, FuzzCase } from "../test-support/fuzz-cases.js";
import { floodWithFiftyMegabytePosts } from "../test-support/flood.js";
import { repoRoot } from "../scripts/stack.js";
import { localCertificates, startTlsProxy, type LocalCertificates, type TlsProxy } from "../test-support/tls.js";
import { badInputs, type BadInputTally } from "./bad-inputs.js";
import { variantsForSale } from "./cart-session.js";
import { surviveFaults, type FaultOutcome } from "./faults.js";
import { observatoryScan, type ObservatoryScan } from "./observatory.js";
import { startUntil, stop } from "./processes.js";
import { benchPorts, benchSecrets, benchUrls } from "./stack.js";

/**
 * The hardening figures, against a storefront of its own configured as deployed (TLS in front, https
 * upstreams, TRUST_PROXY). What is measured: bench/README.md, item 6.
 */

type Answer = { status: number; headers: Record<string, string>; body: string };

export type HardeningResults = {
  observatory: ObservatoryScan[];
  flood: { posts: number; megabytesEach: number; residentBefore: number; residentPeak: number; answers: string[] };
  badInputs: BadInputTally[];
  faults: FaultOutcome[];
};

type Deployment = {
  front: { url: string; site: string };
  storefront: ChildProcess;
  authority: Buffer;
  upstreams: { content: TlsProxy; shop: TlsProxy };
  /** Its IMAGE_CACHE_DIR, where the picture family's renditions are counted. */
  pictures: string;
};

/**
 * An upstream's balancer by the same address as the front's, so the only hosts a page names are the site's:
 * a forged Host of "localhost" then proves something when a page names it.
 */
const upstream = (proxy: TlsProxy) => `https://127.0.0.1:${proxy.port}`;

async function deploy(certificates: LocalCertificates, proxies: TlsProxy[]): Promise<Deployment> {
  const content = await startTlsProxy(benchUrls.content, certificates);
  const shop = await startTlsProxy(benchUrls.shop, certificates);
  const balancer = await startTlsProxy(`http://localhost:${benchPorts.hardened}`, certificates);
  proxies.push(content, shop, balancer);
  // The balancer listens on 127.0.0.1; the scanner would look for "localhost" on ::1 first and find no one.
  const front = { url: `https://127.0.0.1:${balancer.port}`, site: `127.0.0.1:${balancer.port}` };
  const pictures = mkdtempSync(path.join(os.tmpdir(), "bedsmade-hardened-pictures-"));
  const storefront = await startUntil("node", ["dist/server.js"], {
    cwd: path.join(repoRoot, "apps", "storefront"),
    env: {
      ...process.env,
      ...benchSecrets,
      NODE_ENV: "production",
      PORT: String(benchPorts.hardened),
      PUBLIC_URL: front.url,
      TRUST_PROXY: "loopback",
      CONTENT_API_URL: upstream(content),
      CONTENT_PUBLIC_URL: upstream(content),
      SHOP_API_URL: `${upstream(shop)}/api/2026-04/graphql.json`,
      SHOP_PUBLIC_URL: upstream(shop),
      NODE_EXTRA_CA_CERTS: certificates.authorityFile,
      IMAGE_CACHE_DIR: pictures,
    },
    ready: /listening on port \d+/,
    timeoutMs: 60_000,
  });
  const authority = readFileSync(certificates.authorityFile);
  return { front, storefront, authority, upstreams: { content, shop }, pictures };
}

/**
 * The path goes byte for byte and a body with its length: docs/testing.md, "Paths spelled another way".
 */
function ask(deployment: Deployment, request: FuzzCase): Promise<Answer> {
  const length = request.body === undefined ? {} : { "Content-Length": String(Buffer.byteLength(request.body)) };
  const { hostname, port } = new URL(deployment.front.url);
  return new Promise((resolve, reject) => {
    const outgoing = https.request(
      // The certificate's name, whatever Host the case forges: Node would otherwise send that Host as the TLS name.
      {
        hostname,
        port,
        path: request.path,
        method: request.method,
        headers: { ...length, ...request.headers },
        ca: deployment.authority,
        servername: "localhost",
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const headers = Object.fromEntries(
            Object.entries(response.headers).map(([name, value]) => [name, String(value)]),
          );
          resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString() });
        });
        response.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(request.body);
  });
}

/**
 * Straight to the storefront, as from inside the network: the balancer in front refuses bodies over 8 MB
 * itself, so it would be its memory the flood measured.
 */
async function flood(deployment: Deployment): Promise<HardeningResults["flood"]> {
  const pid = deployment.storefront.pid ?? 0;
  const { residentBefore, residentPeak, answers } = await floodWithFiftyMegabytePosts({
    port: benchPorts.hardened,
    pid,
  });
  const said = answers.map((answer) => (answer === "cut" ? "connection closed" : String(answer)));
  return { posts: answers.length, megabytesEach: 50, residentBefore, residentPeak, answers: said };
}

const cartAnswer = z.object({ cart: z.object({ lines: z.array(z.object({ id: z.string() })).min(1) }) });

/** A real cart with one line, so the cart family's forged ids and tampered cookies meet a cart that exists. */
async function makeCart(deployment: Deployment): Promise<CartFixture> {
  const [variant] = await variantsForSale();
  if (!variant) throw new Error("the shop has no variant for sale");
  const answer = await ask(deployment, {
    method: "POST",
    path: "/api/cart",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
    body: new URLSearchParams({ intent: "add", variantKey: variant.key }).toString(),
  });
  const cookie = /^([^=]+_cart_id)=([^;]*)/.exec(answer.headers["set-cookie"] ?? "");
  const line = cartAnswer.parse(JSON.parse(answer.body)).cart.lines[0];
  if (!cookie?.[1] || !cookie[2] || !line) throw new Error("adding to the cart gave no cart cookie or line");
  return { cookieName: cookie[1], cookieValue: cookie[2], lineId: line.id, variantKey: variant.key };
}

const pageSlugs = z.object({ data: z.array(z.object({ slug: z.string() })) });

/** The bad-input families' targets: a real cart, the CMS's page slugs and a picture the home page shows. */
async function inputsFor(deployment: Deployment): Promise<Parameters<typeof badInputs>[0]> {
  const pages = await fetch(`${benchUrls.content}/api/pages?fields[0]=slug&pagination[pageSize]=100`);
  const slugs = pageSlugs.parse(await pages.json()).data.map((page) => page.slug);
  const home = await ask(deployment, { method: "GET", path: "/", headers: {} });
  const file = /\/_image\/([^"?/]+\.(?:webp|jpe?g|png))\?/.exec(home.body)?.[1];
  if (!file) throw new Error("the home page shows no picture from the CMS's uploads");
  return {
    ask: (request) => ask(deployment, request),
    origin: deployment.front.url,
    allowedOrigins: [new URL(benchUrls.shop).origin],
    cms: benchUrls.content,
    revalidateSecret: benchSecrets.REVALIDATE_SECRET,
    cart: await makeCart(deployment),
    slugs,
    picture: { library: upstream(deployment.upstreams.content), file },
    renditionsDir: deployment.pictures,
  };
}

/** Last, as it takes the upstreams away for good: the CMS's balancer goes, then the shop's. */
async function faults(deployment: Deployment): Promise<FaultOutcome[]> {
  const [variant] = await variantsForSale();
  if (!variant) throw new Error("the shop has no variant for sale");
  const { content, shop } = deployment.upstreams;
  return surviveFaults({
    ask: (request) => ask(deployment, request),
    origin: deployment.front.url,
    variantKey: variant.key,
    takeDown: { content: () => content.close(), shop: () => shop.close() },
  });
}

export async function measureHardening(): Promise<HardeningResults> {
  const certificates = localCertificates();
  const proxies: TlsProxy[] = [];
  let deployment: Deployment | undefined;
  try {
    deployment = await deploy(certificates, proxies);
    const site = deployment.front.site;
    const observatory = [];
    for (const route of ["", "/buy", "/faqs"])
      observatory.push(await observatoryScan(`${site}${route}`, certificates.authorityFile));
    const inputs = await badInputs(await inputsFor(deployment));
    const measured = { observatory, badInputs: inputs, flood: await flood(deployment) };
    return { ...measured, faults: await faults(deployment) };
  } finally {
    if (deployment) {
      stop(deployment.storefront);
      rmSync(deployment.pictures, { recursive: true, force: true });
    }
    await Promise.all(proxies.map((proxy) => proxy.close()));
    certificates.remove();
  }
}

/** What makes the hardening figures a failure: a page graded below A+, or a wrong answer to bad input. */
export function hardeningFailures(results: HardeningResults): string[] {
  return [
    ...results.observatory
      .filter((scan) => scan.scan.grade !== "A+")
      .map((scan) => `The Observatory graded ${scan.site} ${scan.scan.grade} (${scan.scan.score}), not A+.`),
    ...results.badInputs.flatMap((family) => family.wrong.map((wrong) => `${family.kind}: ${wrong}`)),
    ...results.faults.flatMap((outcome) =>
      outcome.problem ? [`With ${outcome.fault}, ${outcome.request}: ${outcome.problem}`] : [],
    ),
  ];
}

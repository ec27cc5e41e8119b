import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { once } from "node:events";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { SHOP_UNAVAILABLE_MESSAGE } from "../app/commerce/storefront-client.server";

/** The real server.ts, started as `npm run dev` starts it (tsx, Vite in middleware mode). */
const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const tsx = path.resolve(appRoot, "../../node_modules/.bin/tsx");
const running: ChildProcessWithoutNullStreams[] = [];

function startServer(port: number, environment: Record<string, string> = {}) {
  const child = spawn(tsx, ["server.ts"], {
    cwd: appRoot,
    // Both upstreams are deliberately absent: the server must start, and stay calm, without them.
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: "development",
      CONTENT_API_URL: "http://127.0.0.1:9",
      SHOP_API_URL: "http://127.0.0.1:9/api/2026-04/graphql.json",
      ...environment,
    },
  });
  running.push(child);
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function waitFor<T>(probe: () => T | undefined, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("timed out waiting for the server");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});

describe("server.ts", () => {
  it("answers /healthz, serves a calm 503 without the content service, and stops on SIGTERM", async () => {
    const server = startServer(0);
    const port = await waitFor(() => server.output().match(/listening on port (\d+)/)?.[1]);

    // No address to open before `npm start` knows every service answers: a newcomer would get the 503 page.
    expect(server.output()).not.toMatch(/https?:\/\//);
    const health = await fetch(`http://localhost:${port}/healthz`);
    expect(health.status).toBe(200);
    // Alive without its upstreams: 200, with both reported down.
    expect(await health.json()).toMatchObject({
      status: "degraded",
      upstreams: { content: { ok: false }, shop: { ok: false } },
    });
    expect(health.headers.get("x-powered-by")).toBeNull();

    const home = await fetch(`http://localhost:${port}/`);
    expect(home.status).toBe(503);
    const html = await home.text();
    expect(html).toContain("Our pages are taking a short rest");
    expect(html).not.toMatch(/at \S+ \(.*:\d+:\d+\)/);

    // The purchase flow keeps the shopper's selection and offers a retry when the shop is unreachable.
    const buy = await fetch(`http://localhost:${port}/buy?step=1&line=classic&size=queen`, { redirect: "manual" });
    expect(buy.status).toBe(200);
    const buyHtml = await buy.text();
    expect(buyHtml).toContain(SHOP_UNAVAILABLE_MESSAGE.replaceAll("'", "&#x27;"));
    expect(buyHtml).toContain("Try again");
    expect(buyHtml).toMatch(/name="size" value="queen"/);
    const add = await fetch(`http://localhost:${port}/api/cart`, {
      method: "POST",
      body: new URLSearchParams({ intent: "add", variantKey: "1" }),
    });
    expect(add.status).toBe(503);
    expect(await add.json()).toMatchObject({ notices: [{ message: SHOP_UNAVAILABLE_MESSAGE }] });

    // Refused by Node's parser before Express runs: still a status with a sentence.
    const tooLong = await fetch(`http://localhost:${port}/${"a".repeat(20_000)}`);
    expect(tooLong.status).toBe(431);
    expect(await tooLong.text()).toMatch(/too long/);

    server.child.kill("SIGTERM");
    const [code] = await once(server.child, "exit");
    expect(code).toBe(0);
  }, 60_000);

  it("exits with one clear line when its port is taken", async () => {
    const blocker = net.createServer().listen(0);
    await once(blocker, "listening");
    const { port } = blocker.address() as net.AddressInfo;
    try {
      const server = startServer(port);
      const [code] = await once(server.child, "exit");
      expect(code).toBe(1);
      expect(server.output()).toContain(`Storefront cannot start: port ${port} is already in use`);
    } finally {
      blocker.close();
    }
  }, 30_000);

  it("refuses to start when locale settings are empty, naming each one", async () => {
    const server = startServer(0, { LOCALE: "", COUNTRY: "" });
    const [code] = await once(server.child, "exit");
    expect(code).toBe(1);
    expect(server.output()).toContain("Storefront cannot start: Missing locale settings: LOCALE, COUNTRY.");
    expect(server.output()).not.toContain("    at ");
  }, 30_000);

  it("refuses to start in production without what it has no default for, naming each in one sentence", async () => {
    // The configuration is read before the production build is loaded: no build is needed to see the refusal.
    const server = startServer(0, { NODE_ENV: "production", PUBLIC_URL: "" });
    const [code] = await once(server.child, "exit");
    expect(code).toBe(1);
    expect(server.output()).toContain(
      "Storefront cannot start: Missing production settings: PUBLIC_URL, SHOP_PRIVATE_TOKEN or SHOP_STOREFRONT_TOKEN, REVALIDATE_SECRET.",
    );
    expect(server.output()).not.toMatch(/listening on port/);
    expect(server.output()).not.toContain("    at ");
  }, 30_000);
});

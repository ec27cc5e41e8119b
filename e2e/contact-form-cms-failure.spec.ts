import { once } from "node:events";
import { existsSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { SEND_FAILED_MESSAGE } from "../apps/storefront/app/forms/protocol";
import { freePort, spawnProcess, stopAll, waitFor } from "../test-support/processes";
import { installClock, pauseClock } from "./support/clock";
import { formSubmissionsFrom } from "./support/cms-admin";
import { contentUrl } from "./support/content";
import { FIRST_LOAD, gotoHydrated } from "./support/hydration";
import { shopUrl } from "./support/shop";

/**
 * A storefront of this spec's own reaches the CMS through a gate that answers the form's call with a
 * 500 while "down": the shopper's words stay, and a retry stores them once.
 */

let cmsDown = true;
let gate: http.Server;
let storefrontUrl: string;

/** Passes every request to the stack's CMS, except the form's call while `cmsDown`, which fails as a broken CMS's does. */
async function startGate(): Promise<string> {
  const upstream = new URL(contentUrl());
  gate = http.createServer((request, response) => {
    if (cmsDown && request.url?.startsWith("/api/ezforms/submit")) {
      response.writeHead(500, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ data: null, error: { status: 500, name: "InternalServerError" } }));
      return;
    }
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: request.url,
        method: request.method,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forward.on("error", () => response.destroy());
    request.pipe(forward);
  });
  gate.listen(0, "127.0.0.1");
  await once(gate, "listening");
  return `http://127.0.0.1:${(gate.address() as { port: number }).port}`;
}

test.describe.configure({ timeout: 120_000 });

/** The production build the stack runs, as the scale-out journeys start their instances. */
const serverEntry = path.resolve("apps/storefront/dist/server.js");

test.beforeAll(async () => {
  test.skip(!existsSync(serverEntry), "needs the production build, which the stack makes unless E2E_DEV=1");
  const port = await freePort();
  storefrontUrl = `http://localhost:${port}`;
  const storefront = spawnProcess(process.execPath, [serverEntry], {
    cwd: path.dirname(path.dirname(serverEntry)),
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      PUBLIC_URL: storefrontUrl,
      CONTENT_API_URL: await startGate(),
      SHOP_API_URL: `${shopUrl()}/api/2026-04/graphql.json`,
      // Production needs a shop token; the contact page never asks the shop for anything.
      SHOP_STOREFRONT_TOKEN: "contact-form-public-token",
      REVALIDATE_SECRET: process.env.E2E_REVALIDATE_SECRET,
    },
  });
  await waitFor(
    () => (storefront.output().includes(`listening on port ${port}`) ? true : undefined),
    "the storefront",
    30_000,
  );
});

test.afterAll(async () => {
  await stopAll();
  gate?.close();
});

test.beforeEach(() => {
  test.skip(test.info().project.name !== "desktop", "the form's answer does not depend on the viewport");
});

test("a message the CMS could not store stays in the form with a plea to try again, and goes once it is back", async ({
  page,
}) => {
  const email = `cms-down-${Date.now()}@example.com`;
  const message = "Could you make a set for a 52 cm deep mattress?";
  const form = page.locator("form.contact-form__form");
  await installClock(page);
  await gotoHydrated(page, `${storefrontUrl}/contact`);
  await pauseClock(page);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Mobile").fill("0412345678");
  await form.getByLabel("Message").fill(message);
  await page.clock.runFor(5_000); // a person reading and typing
  await form.locator("button[type=submit]").click();

  await expect(form.getByRole("alert")).toHaveText(SEND_FAILED_MESSAGE, FIRST_LOAD);
  await expect(form.getByLabel("Email")).toHaveValue(email);
  await expect(form.getByLabel("Mobile")).toHaveValue("0412345678");
  await expect(form.getByLabel("Message")).toHaveValue(message);
  expect(await formSubmissionsFrom(email)).toEqual([]);

  cmsDown = false;
  await form.locator("button[type=submit]").click();
  await expect(page.getByRole("dialog", { name: "Thank you" })).toBeVisible();
  await expect.poll(async () => (await formSubmissionsFrom(email)).length).toBe(1);
});

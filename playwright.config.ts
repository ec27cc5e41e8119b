import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

/**
 * The whole stack on its own ports with throw-away data, so a developer's running shop is never
 * touched. Chromium is Debian's: Playwright's downloads are unreachable here.
 */
// E2E_PORT_OFFSET lets several engineers run the journeys side by side on one machine; E2E_DEV=1 runs the
// stack in development mode (no build step), which suits iterating on one spec.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const ports = {
  storefront: 3100 + offset,
  content: 1437 + offset,
  shop: 4100 + offset,
  mailWeb: 1180 + offset,
  mailSmtp: 1125 + offset,
};
const dataDir = path.join(os.tmpdir(), `bedsmade-e2e-${offset}`);
const startCommand = process.env.E2E_DEV === "1" ? "npx tsx scripts/start.ts --dev" : "npx tsx scripts/start.ts";
const storefrontUrl = `http://localhost:${ports.storefront}`;
const contentUrl = `http://localhost:${ports.content}`;
const shopUrl = `http://localhost:${ports.shop}`;

process.env.E2E_CONTENT_URL = contentUrl;
process.env.E2E_SHOP_URL = shopUrl;
// The shop's stock command works on its data folder, as the owner's would.
process.env.E2E_SHOP_DATA_DIR = path.join(dataDir, "shop");
// Every storefront a journey starts keeps its pictures with the run's throw-away data, never in the checkout.
process.env.IMAGE_CACHE_DIR = path.join(dataDir, "images");
// The stack's local inbox (maildev), where the CMS sends the owner's email.
process.env.E2E_MAIL_URL = `http://localhost:${ports.mailWeb}`;
// A production start refuses a webhook secret shorter than 32 characters.
const revalidateSecret = "e2e-revalidate-secret-at-least-32-characters";
process.env.E2E_REVALIDATE_SECRET = revalidateSecret;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
  ],
};

export default defineConfig({
  testDir: "e2e",
  // Runs side by side on other offsets must not wipe each other's traces and screenshots.
  outputDir: offset === 0 ? "test-results" : `test-results/offset-${offset}`,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // The retry shows whether a failure is flaky; a test that passes only on its retry still fails CI.
  failOnFlakyTests: Boolean(process.env.CI),
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: storefrontUrl,
    trace: "retain-on-failure",
    launchOptions: chromium,
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 }, launchOptions: chromium },
    },
    { name: "mobile", use: { ...devices["Pixel 7"], viewport: { width: 375, height: 812 }, launchOptions: chromium } },
  ],
  webServer: {
    command: `rm -rf "${dataDir}" && ${startCommand}`,
    // Playwright stops waiting at a URL answering or the output, whichever is first; the storefront answers
    // before the CMS and shop are up, so only the start script's word counts.
    wait: { stdout: /Bedsmade is running/ },
    reuseExistingServer: false,
    // scripts/start.ts waits up to 5 minutes for a first start (the CMS imports its seed); then builds may run.
    timeout: 420_000,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(ports.storefront),
      CONTENT_PORT: String(ports.content),
      SHOP_PORT: String(ports.shop),
      MAIL_WEB_PORT: String(ports.mailWeb),
      MAIL_SMTP_PORT: String(ports.mailSmtp),
      // The journeys read the stack's own local inbox, whatever mail server the developer's shell names.
      SMTP_HOST: "",
      CONTENT_DATA_DIR: path.join(dataDir, "content"),
      SHOP_DATA_DIR: process.env.E2E_SHOP_DATA_DIR,
      IMAGE_CACHE_DIR: process.env.IMAGE_CACHE_DIR,
      REVALIDATE_SECRET: revalidateSecret,
      // As deployed behind a proxy: each fuzz case brings its own X-Forwarded-For, so validation, not the limiter, answers.
      TRUST_PROXY: "loopback",
    },
  },
});

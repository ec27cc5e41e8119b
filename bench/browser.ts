import { chromium, type Browser, type BrowserContextOptions } from "@playwright/test";

/** Debian's Chromium, which every measure drives: browser downloads do not work on these machines. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Lighthouse's mobile emulation as Playwright sets it up: 412 × 823 CSS pixels at 1.75 device pixels each, touch. */
export const LIGHTHOUSE_PHONE: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: ["--no-sandbox"] });
}

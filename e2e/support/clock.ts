import type { Page } from "@playwright/test";

/**
 * Timings proven on the page's own clock, never by sleeping: it runs freely while the page loads and
 * is paused before the timed action, so only `page.clock.runFor(ms)` moves time.
 */
export async function installClock(page: Page): Promise<void> {
  await page.clock.install();
}

/**
 * Stops the page's time (timers fire only through page.clock from here on). Call it before the action
 * whose timing is checked: the pause lands a second ahead and fires whatever falls due meanwhile.
 */
export async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  // Ahead, so the clock, which runs on meanwhile on a busy machine, has not already passed the moment.
  await page.clock.pauseAt(now + 1000);
}

type SentRequest = { method: string; path: string; body: Record<string, string> };

/**
 * Records every fetch the page makes, in the page and at the moment it is made: a test can ask
 * "has the request gone yet?" right after moving the clock, without waiting for the network.
 */
export async function recordFetches(page: Page): Promise<() => Promise<SentRequest[]>> {
  await page.addInitScript(() => {
    const sent: SentRequest[] = [];
    Object.assign(window, { __sentRequests: sent });
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const request = new Request(input, init);
      const body: Record<string, string> = {};
      if (init?.body instanceof FormData || init?.body instanceof URLSearchParams) {
        for (const [name, value] of init.body.entries()) if (typeof value === "string") body[name] = value;
      }
      sent.push({ method: request.method, path: new URL(request.url).pathname, body });
      return original(input, init);
    };
  });
  return () => page.evaluate(() => (window as unknown as { __sentRequests: SentRequest[] }).__sentRequests);
}

type StartedNavigation = { url: string; at: number };

/**
 * Records each navigation the page starts, with the page clock's time, in the moment it starts
 * (the Navigation API's navigate event fires inside `location.assign`), before any network.
 */
export async function recordNavigations(page: Page): Promise<() => Promise<StartedNavigation[]>> {
  await page.addInitScript(() => {
    const started: StartedNavigation[] = [];
    Object.assign(window, { __startedNavigations: started });
    const api = (window as unknown as { navigation?: EventTarget }).navigation;
    api?.addEventListener("navigate", (event) => {
      const destination = (event as unknown as { destination: { url: string } }).destination;
      started.push({ url: destination.url, at: Date.now() });
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __startedNavigations: StartedNavigation[] }).__startedNavigations);
}

/** Lets the page finish the work already queued (React renders and effects) without moving its clock. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let turn = 0; turn < 3; turn += 1) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  });
}

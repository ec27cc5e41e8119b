/**
 * A first start leaves the CMS cold: its first queries compile and read from disk, and on a busy machine
 * they can outlast the storefront's content timeout, so the very first shopper would meet "taking a short
 * rest" or a /buy without its size guide. Asking for the pages shoppers land on first, until each answers
 * 200, warms the CMS and the storefront's caches before the shop is announced as running.
 */
const FIRST_PAGES = ["/", "/buy"];

type WarmUpOptions = { attempts?: number; pauseMs?: number; timeoutMs?: number };

/** Requests each path until it answers 200; resolves with the paths that never did. */
export async function warmUp(baseUrl: string, paths = FIRST_PAGES, options: WarmUpOptions = {}): Promise<string[]> {
  const { attempts = 10, pauseMs = 1000, timeoutMs = 30_000 } = options;
  const cold: string[] = [];
  for (const path of paths) {
    let warm = false;
    for (let attempt = 1; attempt <= attempts && !warm; attempt++) {
      if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, pauseMs));
      warm = await answersOk(new URL(path, baseUrl), timeoutMs);
    }
    if (!warm) cold.push(path);
  }
  return cold;
}

async function answersOk(url: URL, timeoutMs: number): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

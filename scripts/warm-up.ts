/**
 * A cold CMS's first queries can outlast the storefront's content timeout, so the first shopper would
 * meet the resting page; these pages are asked for until each answers 200 before the shop is announced.
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

/**
 * Tells a CDN to drop the pages carrying some tags, in one request both Cloudflare and Fastly read
 * (README, "A CDN in front"). Retried with back-off; the webhook's answer never waits for it.
 */
import { log as logger } from "../log.server.js";

export type CdnPurgeOptions = {
  url: string;
  token: string | undefined;
  attempts?: number;
  firstDelayMs?: number;
  fetch?: typeof fetch;
  log?: (message: string) => void;
};

const TIMEOUT_MS = 10_000;

export function createCdnPurge(options: CdnPurgeOptions): (tags: readonly string[]) => Promise<boolean> {
  const fetchImpl = options.fetch ?? fetch;
  const log = options.log ?? ((message: string) => logger.info(`[cdn] ${message}`));
  const attempts = options.attempts ?? 4;
  const firstDelayMs = options.firstDelayMs ?? 1000;
  const where = new URL(options.url).origin;

  async function attempt(tags: readonly string[]): Promise<string | undefined> {
    const headers: Record<string, string> = { "Content-Type": "application/json", "Surrogate-Key": tags.join(" ") };
    if (options.token)
      Object.assign(headers, { Authorization: `Bearer ${options.token}`, "Fastly-Key": options.token });
    try {
      const response = await fetchImpl(options.url, {
        method: "POST",
        headers,
        body: JSON.stringify({ tags }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.body?.cancel();
      return response.ok ? undefined : `status ${response.status}`;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }

  return async (tags) => {
    let failure: string | undefined;
    for (let tried = 1; tried <= attempts; tried += 1) {
      failure = await attempt(tags);
      if (failure === undefined) {
        log(`purged ${tags.join(", ")} at ${where}${tried > 1 ? ` (attempt ${tried})` : ""}.`);
        return true;
      }
      if (tried < attempts) await new Promise((resolve) => setTimeout(resolve, firstDelayMs * 2 ** (tried - 1)));
    }
    log(
      `could not purge ${tags.join(", ")} at ${where} after ${attempts} attempts (${failure}); those pages expire by age.`,
    );
    return false;
  };
}

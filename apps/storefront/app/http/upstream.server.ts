/**
 * A circuit breaker for one upstream: while it is down, one request probes and the rest wait for that
 * answer. No cool-down timer, so a restarted upstream is used at once (docs/caching.md, "Stale answers").
 */
/** One upstream's answer to a health probe. */
export type UpstreamProbe = { ok: boolean; latencyMs: number; error?: string };

export type UpstreamBreaker = {
  /**
   * Runs `call`, or throws `refusal()` uncalled when the upstream is down and the probe under way fails.
   * `isOutage` tells an outage from a refusal the upstream itself answered.
   */
  run<Result>(
    call: () => Promise<Result>,
    isOutage: (error: unknown) => boolean,
    refusal: () => Error,
  ): Promise<Result>;
  /** True after a failure, until an upstream answer closes it again. */
  readonly open: boolean;
};

export function createUpstreamBreaker(): UpstreamBreaker {
  let open = false;
  /** Resolves to whether the upstream answered the probe. */
  let probe: Promise<boolean> | undefined;

  async function attempt<Result>(call: () => Promise<Result>, isOutage: (error: unknown) => boolean): Promise<Result> {
    try {
      const result = await call();
      open = false;
      return result;
    } catch (error) {
      open = isOutage(error);
      throw error;
    }
  }

  return {
    get open() {
      return open;
    },
    async run(call, isOutage, refusal) {
      if (!open) return attempt(call, isOutage);
      if (probe) {
        if (!(await probe)) throw refusal();
        return attempt(call, isOutage);
      }
      const running = attempt(call, isOutage);
      const answered = running.then(
        () => true,
        (error: unknown) => !isOutage(error),
      );
      probe = answered;
      void answered.finally(() => {
        if (probe === answered) probe = undefined;
      });
      return running;
    },
  };
}

/** A fetch failure in an operator's words: the timeout, or the network error behind "fetch failed" (its code, else its message). */
export function describeFailure(error: unknown, timeoutMs: number): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === "TimeoutError") return `timed out after ${timeoutMs} ms`;
  const cause = error.cause instanceof Error ? error.cause : undefined;
  const detail = cause && "code" in cause && typeof cause.code === "string" ? cause.code : cause?.message;
  return detail ? `${error.message} (${detail})` : error.message;
}

/**
 * A circuit breaker for one upstream (the content service or the shop). While the upstream answers,
 * every request goes through. Once a request finds it down (refused, timed out, 5xx), only one request
 * at a time goes to it, the probe, and the others fail at once instead of each waiting out the timeout
 * and holding a socket to an upstream that hangs. There is no cool-down timer: the first probe that gets
 * an answer closes the breaker, so a restarted upstream is used again on the very next request.
 *
 * Hand-written rather than a library (opossum, cockatiel): those open for a fixed period, which would
 * delay recovery by that period, and this is the whole of what the storefront needs.
 */
/** One upstream's answer to a health probe. */
export type UpstreamProbe = { ok: boolean; latencyMs: number; error?: string };

export type UpstreamBreaker = {
  /**
   * Runs `call`, or throws `refusal()` without calling when the upstream is down and a probe is already
   * under way. `isOutage` tells an upstream that is down from one that answered with a refusal of its own.
   */
  run<Result>(call: () => Promise<Result>, isOutage: (error: unknown) => boolean, refusal: () => Error): Promise<Result>;
  /** True after a failure, until an upstream answer closes it again. */
  readonly open: boolean;
};

export function createUpstreamBreaker(): UpstreamBreaker {
  let open = false;
  let probing = false;

  return {
    get open() {
      return open;
    },
    async run(call, isOutage, refusal) {
      if (open && probing) throw refusal();
      const probe = open;
      if (probe) probing = true;
      try {
        const result = await call();
        open = false;
        return result;
      } catch (error) {
        open = isOutage(error);
        throw error;
      } finally {
        if (probe) probing = false;
      }
    },
  };
}

/** A fetch failure in an operator's words: the timeout, or the network error behind "fetch failed". */
export function describeFailure(error: unknown, timeoutMs: number): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === "TimeoutError") return `timed out after ${timeoutMs} ms`;
  const cause = error.cause instanceof Error ? error.cause : undefined;
  const code = cause && "code" in cause && typeof cause.code === "string" ? cause.code : undefined;
  return code ? `${error.message} (${code})` : error.message;
}

/**
 * Doubling delays from 1 minute, ten tries: about 8.5 hours, enough for a mail server down overnight.
 * Figures and the owner's resend: docs/cms.md, "Emailing messages".
 */

export type RetryPolicy = {
  firstDelayMs: number;
  maxAttempts: number;
  /** How often the CMS looks for messages due a try. */
  checkEverySeconds: number;
  /** How long a try holds its message, so a second checker (or process) does not send it too. */
  leaseMs: number;
};

type Env = Record<string, string | undefined>;

function positiveInteger(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const number = Number(raw);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a whole number above 0, got "${raw}"`);
  return number;
}

export function retryPolicy(env: Env = process.env): RetryPolicy {
  return {
    firstDelayMs: positiveInteger(env, "MAIL_RETRY_FIRST_DELAY_SECONDS", 60) * 1000,
    maxAttempts: positiveInteger(env, "MAIL_RETRY_MAX_ATTEMPTS", 10),
    checkEverySeconds: Math.min(59, positiveInteger(env, "MAIL_RETRY_EVERY_SECONDS", 30)),
    // Longer than nodemailer's connection, greeting and socket timeouts together (config/plugins.ts).
    leaseMs: 2 * 60_000,
  };
}

/** The wait after the nth failed try, or null when that was the last one. */
export function delayAfterFailure(attempts: number, policy: RetryPolicy): number | null {
  if (attempts >= policy.maxAttempts) return null;
  return policy.firstDelayMs * 2 ** (attempts - 1);
}

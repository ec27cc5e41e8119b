/**
 * Development defaults to the local maildev inbox so nothing leaves the machine until SMTP_HOST is set;
 * production assumes nothing and names what is missing (messages wait, stored).
 */

export type MailSettings = {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise nodemailer upgrades with STARTTLS when offered. */
  secure: boolean;
  auth: { user: string; pass: string } | undefined;
  from: string;
};

type Env = Record<string, string | undefined>;

export const SMTP_VARIABLES = ["SMTP_HOST", "SMTP_PORT", "SMTP_USERNAME", "SMTP_PASSWORD", "SMTP_FROM"] as const;

const LOCAL_INBOX = { host: "localhost", port: 1025 };
const DEVELOPMENT_FROM = "Bedsmade shop <shop@bedsmade.local>";

const value = (env: Env, name: string): string | undefined => env[name]?.trim() || undefined;

export function mailSettings(env: Env = process.env): MailSettings {
  const port = Number(value(env, "SMTP_PORT") ?? LOCAL_INBOX.port);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`SMTP_PORT must be a port number between 1 and 65535, got "${env.SMTP_PORT}"`);
  }
  const user = value(env, "SMTP_USERNAME");
  return {
    host: value(env, "SMTP_HOST") ?? LOCAL_INBOX.host,
    port,
    secure: value(env, "SMTP_SECURE") ? env.SMTP_SECURE === "true" : port === 465,
    auth: user ? { user, pass: env.SMTP_PASSWORD ?? "" } : undefined,
    from: value(env, "SMTP_FROM") ?? DEVELOPMENT_FROM,
  };
}

/** The SMTP settings a live shop has not set; a developer's machine needs none. */
export function missingMailSettings(env: Env = process.env): string[] {
  if (env.NODE_ENV !== "production") return [];
  return SMTP_VARIABLES.filter((name) => !value(env, name));
}

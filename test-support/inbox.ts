import path from "node:path";
import { cmsDir } from "./cms.js";
import { freePort, spawnProcess, waitFor, waitForHttp, type Spawned } from "./processes.js";

/**
 * maildev, the local inbox, read through its REST API. The CMS's tests start their own and stop it to
 * play an SMTP server that is down.
 */

export type Address = { address: string; name: string };
export type CaughtEmail = {
  id: string;
  subject: string;
  from: Address[];
  to: Address[];
  text?: string;
  html?: string;
  headers: Record<string, string | string[]>;
  envelope: { to: Address[] };
  /** The header block as it came over SMTP (maildev's parsed headers leave Reply-To out). */
  rawHeaders: string;
};

export type InboxReader = {
  /** Every email caught since the catcher last started. */
  emails(): Promise<CaughtEmail[]>;
  /** The first caught email that matches, waiting up to 20 s for it. */
  next(matches: (email: CaughtEmail) => boolean, what: string): Promise<CaughtEmail>;
};

export type Inbox = InboxReader & {
  readonly smtpPort: number;
  stop(): Promise<void>;
  /** Starts the catcher again on the same ports, with an empty inbox. */
  start(): Promise<void>;
};

/** The inbox whose web port answers at `webUrl` (http://localhost:1080 under `npm start`). */
export function readInbox(webUrl: string): InboxReader {
  const api = `${webUrl}/api`;
  const source = async (id: string) => (await fetch(`${api}/email/${id}/source`)).text();
  const emails = async (): Promise<CaughtEmail[]> => {
    const caught = (await (await fetch(`${api}/email`)).json()) as Omit<CaughtEmail, "rawHeaders">[];
    return Promise.all(
      caught.map(async (email) => ({ ...email, rawHeaders: (await source(email.id)).split(/\r?\n\r?\n/)[0] ?? "" })),
    );
  };
  return { emails, next: (matches, what) => waitFor(async () => (await emails()).find(matches), what, 20_000) };
}

const maildevBin = path.join(cmsDir, "node_modules/maildev/dist/bin/maildev.js");

export async function startInbox(): Promise<Inbox> {
  const smtpPort = await freePort();
  const webPort = await freePort();
  const webUrl = `http://127.0.0.1:${webPort}`;
  let running: Spawned | undefined;
  const start = async () => {
    running = spawnProcess(
      process.execPath,
      [maildevBin, "--smtp", String(smtpPort), "--web", String(webPort), "--ip", "127.0.0.1", "--web-ip", "127.0.0.1"],
      { cwd: cmsDir, env: process.env },
    );
    await waitForHttp(`${webUrl}/api/healthz`, 30_000);
  };
  await start();
  return {
    ...readInbox(webUrl),
    smtpPort,
    stop: async () => {
      await running?.stop(5000);
    },
    start,
  };
}

/** The one Reply-To header of an email, or undefined when it has none or several. */
export function replyToOf(email: CaughtEmail): string | undefined {
  const found = [...email.rawHeaders.matchAll(/^reply-to:\s*(.*)$/gim)].map((match) => match[1]?.trim());
  return found.length === 1 ? found[0] : undefined;
}

/** The SMTP settings that point the CMS at this inbox. */
export function smtpEnvironment(inbox: Inbox): Record<string, string> {
  return {
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(inbox.smtpPort),
    SMTP_FROM: "Bedsmade shop <shop@bedsmade.local>",
  };
}

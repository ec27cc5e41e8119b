/**
 * The storefront's one logger: a JSON object per line in production, a readable line in development,
 * and the request's id on every line written while that request is handled (docs/OPERATIONS.md, "Logs").
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { pino, type DestinationStream, type Logger } from "pino";
import { processWide } from "./process-wide.server.js";

type RequestContext = { readonly requestId: string };

const requests = processWide("log.requests", () => new AsyncLocalStorage<RequestContext>());

export const log: Logger = processWide("log", () =>
  pino(
    {
      level: process.env.LOG_LEVEL ?? "info",
      base: { service: "storefront" },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const requestId = requests.getStore()?.requestId;
        return requestId ? { requestId } : {};
      },
    },
    process.env.NODE_ENV === "production" ? bufferedStdout() : readableLines(),
  ),
);

/**
 * Buffered: a write per line cost 8 % of a cached page's throughput (docs/OPERATIONS.md, "Logs").
 * Flushed every second, so a quiet shop's lines (its start line among them) never wait for 4 KB.
 */
function bufferedStdout(): DestinationStream {
  const destination = pino.destination({ fd: 1, sync: false, minLength: 4096 });
  setInterval(() => {
    try {
      destination.flush();
    } catch {
      // Not open yet, or already closing: the next tick or the exit flushes it.
    }
  }, 1000).unref();
  return destination;
}

/** Runs `work` with `requestId` on every line it (and whatever it awaits) logs. */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return requests.run({ requestId }, work);
}

/** The id of the request being handled, for the headers sent on to the CMS and the shop. */
export function currentRequestId(): string | undefined {
  return requests.getStore()?.requestId;
}

/** Development: "12:00:01 warn [shop] message key=value", with an error's stack below it. */
function readableLines(): DestinationStream {
  return {
    write(line: string) {
      const { time, level, msg, err, service: _service, ...rest } = JSON.parse(line) as Record<string, unknown>;
      const clock = typeof time === "string" ? time.slice(11, 19) : "";
      const levelName = String(level);
      const fields = Object.entries(rest)
        .map(([key, value]) => `${key}=${typeof value === "string" ? value : JSON.stringify(value)}`)
        .join(" ");
      const stack = err && typeof err === "object" && "stack" in err ? `\n${String(err.stack)}` : "";
      const text = `${clock} ${levelName} ${String(msg ?? "")}${fields ? ` ${fields}` : ""}${stack}\n`;
      (levelName === "error" || levelName === "fatal" ? process.stderr : process.stdout).write(text);
    },
  };
}

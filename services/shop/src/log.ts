/**
 * The shop stand-in's logger: a JSON object per line in production, a readable line in development
 * (docs/OPERATIONS.md, "Logs").
 */
import { pino, type DestinationStream, type Logger } from "pino";

export function shopLogger(production = process.env.NODE_ENV === "production"): Logger {
  return pino(
    {
      level: process.env.LOG_LEVEL ?? "info",
      base: { service: "shop" },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    production ? pino.destination({ fd: 1, sync: true }) : readableLines(),
  );
}

/** Development: "12:00:01 info message key=value", with an error's stack below it. */
function readableLines(): DestinationStream {
  return {
    write(line: string) {
      const { time, level, msg, err, service: _service, ...rest } = JSON.parse(line) as Record<string, unknown>;
      const clock = typeof time === "string" ? time.slice(11, 19) : "";
      const fields = Object.entries(rest)
        .map(([key, value]) => `${key}=${typeof value === "string" ? value : JSON.stringify(value)}`)
        .join(" ");
      const stack = err && typeof err === "object" && "stack" in err ? `\n${String(err.stack)}` : "";
      const text = `${clock} ${String(level)} ${String(msg ?? "")}${fields ? ` ${fields}` : ""}${stack}\n`;
      (level === "error" || level === "fatal" ? process.stderr : process.stdout).write(text);
    },
  };
}

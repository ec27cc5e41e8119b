import { createClient, type RedisClientType } from "redis";
import { log as logger } from "../log.server.js";

/**
 * The one connection to Redis or Valkey (REDIS_URL), built so that Redis is never a single point of
 * failure: own timeouts, no offline queue, a cool-down after a failure (docs/caching.md, "Sharing through Redis").
 */

type Client = RedisClientType;
export type RedisStatus = "ok" | "degraded";

export type RedisLink = {
  status(): RedisStatus;
  /** Whether a command would be tried now (connected, and not cooling down after a failure). */
  available(): boolean;
  readonly timeoutMs: number;
  /** Runs `command` when Redis is usable; undefined when it is not, or when the command fails. */
  run<T>(command: (client: Client) => Promise<T>): Promise<T | undefined>;
  /** The raw client, for a library that manages its own failures (rate-limiter-flexible). */
  readonly client: Client;
  publish(channel: string, message: string): Promise<boolean>;
  subscribe(channel: string, listener: (message: string) => void): void;
  onReturn(listener: () => void): void;
  close(): void;
};

export type RedisLinkOptions = {
  url: string;
  timeoutMs: number;
  cooldownMs?: number;
  log?: (message: string) => void;
  now?: () => number;
};

/** The URL without its password, for log lines. */
function printable(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
}

export function createRedisLink(options: RedisLinkOptions): RedisLink {
  const log = options.log ?? ((message: string) => logger.warn(`[redis] ${message}`));
  const now = options.now ?? Date.now;
  const cooldownMs = options.cooldownMs ?? 2000;
  const where = printable(options.url);
  const client = createClient({
    url: options.url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: Math.max(options.timeoutMs, 1000),
      // Forever, at most every two seconds: Redis coming back must be noticed without a restart.
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000),
    },
  });
  // Subscriptions wait for a connection rather than fail, and node-redis renews them after each reconnect.
  const subscriber = client.duplicate({ disableOfflineQueue: false });
  let state: RedisStatus | "starting" = "starting";
  let skipUntil = 0;
  const returnListeners: (() => void)[] = [];

  function degrade(reason: unknown): void {
    skipUntil = now() + cooldownMs;
    if (state === "degraded") return;
    const cause = reason instanceof Error ? reason.message || reason.name : String(reason);
    log(
      state === "starting"
        ? `${where} is not reachable (${cause}): this instance uses its own memory until it is.`
        : `${where} went away (${cause}): this instance uses its own memory until it returns.`,
    );
    state = "degraded";
  }

  function recover(): void {
    if (state === "ok") return;
    const returning = state === "degraded";
    state = "ok";
    log(returning ? `${where} is back: caches, limits and purges are shared again.` : `sharing through ${where}.`);
    if (returning) for (const listener of returnListeners) listener();
  }

  client.on("error", degrade);
  client.on("ready", recover);
  // The subscriber reconnects and subscribes again by itself; its errors are the same outage.
  subscriber.on("error", () => undefined);
  void client.connect().catch(degrade);
  void subscriber.connect().catch(() => undefined);

  const usable = () => client.isReady && (state === "ok" || now() >= skipUntil);

  function withinTimeout<T>(command: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${options.timeoutMs} ms`)), options.timeoutMs);
    });
    return Promise.race([command, late]).finally(() => clearTimeout(timer));
  }

  return {
    status: () => (state === "ok" && client.isReady ? "ok" : "degraded"),
    available: usable,
    timeoutMs: options.timeoutMs,
    client,
    async run(command) {
      if (!usable()) return undefined;
      try {
        const result = await withinTimeout(command(client));
        recover();
        return result;
      } catch (error) {
        degrade(error);
        return undefined;
      }
    },
    async publish(channel, message) {
      return (await this.run((redis) => redis.publish(channel, message))) !== undefined;
    },
    subscribe(channel, listener) {
      subscriber.subscribe(channel, listener).catch(degrade);
    },
    onReturn(listener) {
      returnListeners.push(listener);
    },
    close() {
      for (const connection of [client, subscriber]) if (connection.isOpen) connection.destroy();
    },
  };
}

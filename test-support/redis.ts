import { execFileSync } from "node:child_process";
import { freePort, spawnProcess, waitFor, type Spawned } from "./processes.js";

/**
 * A real redis-server on a port of its own, keeping nothing on disk. It can be stopped, frozen (SIGSTOP:
 * connections accepted, never answered) and started again on the same port.
 */
export type TestRedis = {
  url: string;
  port: number;
  stop(): Promise<void>;
  /** Starts it again after `stop`; nothing when it is running. */
  start(): Promise<void>;
  freeze(): void;
  thaw(): void;
  /** The number of keys Redis holds. */
  keyCount(): number;
};

async function answersPing(port: number): Promise<true | undefined> {
  try {
    const answer = execFileSync("redis-cli", ["-p", String(port), "ping"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    return answer.trim() === "PONG" ? true : undefined;
  } catch {
    return undefined;
  }
}

export async function startRedis(): Promise<TestRedis> {
  const port = await freePort();
  let server: Spawned | undefined;
  async function start(): Promise<void> {
    if (server && server.child.exitCode === null && server.child.signalCode === null) return;
    server = spawnProcess(
      "redis-server",
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      { cwd: process.cwd(), env: process.env },
    );
    await waitFor(() => answersPing(port), `redis-server on port ${port}`, 10_000);
  }
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    start,
    async stop() {
      await server?.stop(2000);
    },
    freeze: () => void server?.child.kill("SIGSTOP"),
    thaw: () => void server?.child.kill("SIGCONT"),
    keyCount: () => Number(execFileSync("redis-cli", ["-p", String(port), "dbsize"], { encoding: "utf8" }).trim()),
  };
}

import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import net from "node:net";

/** A child process a test started, with its output kept for assertions and failure messages. */
export type Spawned = {
  readonly child: ChildProcessWithoutNullStreams;
  output(): string;
  /** Resolves with the exit code (null when killed by a signal) once the process has exited. */
  readonly exited: Promise<number | null>;
  /** SIGTERM, then SIGKILL if it has not exited within `graceMs`; resolves with the exit code. */
  stop(graceMs?: number): Promise<number | null>;
};

const spawned = new Set<Spawned>();

export function spawnProcess(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Spawned {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const process: Spawned = {
    child,
    output: () => output,
    exited,
    async stop(graceMs = 5000) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        const killLater = setTimeout(() => child.kill("SIGKILL"), graceMs);
        await exited;
        clearTimeout(killLater);
      }
      spawned.delete(process);
      return exited;
    },
  };
  spawned.add(process);
  void exited.then(() => spawned.delete(process));
  return process;
}

/** Stops every process still running, for afterAll: nothing a test started outlives the test file. */
export async function stopAll(): Promise<void> {
  await Promise.all([...spawned].map((process) => process.stop(2000)));
}

/** Polls `probe` until it returns a value; `timeoutMs` is an upper bound, not a wait. */
export async function waitFor<T>(
  probe: () => T | undefined | Promise<T | undefined>,
  what: string,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Resolves once `url` answers 2xx. */
export function waitForHttp(url: string, timeoutMs = 60_000): Promise<true> {
  return waitFor(
    async () => {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) }).catch(() => undefined);
      await response?.body?.cancel();
      return response?.ok ? true : undefined;
    },
    url,
    timeoutMs,
  );
}

/**
 * A port that was free a moment ago. The upstreams must come back on the same port after a restart,
 * so they get a fixed one rather than port 0.
 */
export async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Whether a new TCP connection to the port is refused (nothing listening). */
export function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });
}

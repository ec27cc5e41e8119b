import { spawn, spawnSync, type ChildProcess } from "node:child_process";

/** Runs a command to completion, failing the benchmark loudly if it fails. */
export function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { cwd, env, stdio: "inherit" });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(" ")} failed in ${cwd} (exit ${result.status ?? result.signal})`);
}

const running = new Set<ChildProcess>();

/** Ctrl-C on the bench stops what it started: the children lead their own process groups, so they would outlive it. */
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    for (const child of running) stop(child);
    process.exit(130);
  });
}

/** Starts a long-running process and resolves once its output contains `ready`. */
export function startUntil(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; ready: RegExp; timeoutMs: number },
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    running.add(child);
    child.once("exit", () => running.delete(child));
    let output = "";
    const timer = setTimeout(() => {
      stop(child);
      reject(
        new Error(`${command} ${args.join(" ")} was not ready after ${options.timeoutMs} ms:\n${output.slice(-2000)}`),
      );
    }, options.timeoutMs);
    const watch = (chunk: Buffer) => {
      // Only the tail matters (the ready line, or the last words of a failed start); a long run must not hoard its logs.
      output = (output + chunk.toString()).slice(-8000);
      if (options.ready.test(output)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout.on("data", watch);
    child.stderr.on("data", watch);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${command} exited (${code}) before it was ready:\n${output.slice(-2000)}`));
    });
  });
}

/** Stops a process started by startUntil together with its children (it leads its own process group). */
export function stop(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // Already gone.
  }
}

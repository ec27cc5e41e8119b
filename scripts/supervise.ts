/**
 * Keeps the stack's services running: one that dies restarts after a back-off, the others carry on.
 * Why the restart policy is ours and not concurrently's: docs/testing.md, "Restarting services".
 */
import {
  createConcurrently,
  KillOnSignal,
  LogError,
  LogExit,
  LogOutput,
  Logger,
  type CloseEvent,
  type Command,
  type ConcurrentlyCommandInput,
  type FlowController,
} from "concurrently";
import os from "node:os";
import { filter, mergeWith, Subject } from "rxjs";

export const restartPolicy = {
  /** The wait before the first restart; it doubles with each failure in a row. */
  firstDelayMs: 1000,
  /** A run this long counts as healthy: the next failure is the first in a row again. */
  stableAfterMs: 60_000,
  /**
   * Dying again and again within a minute means something a restart cannot fix (a port taken, a
   * broken build), so the log says so instead of looping forever.
   */
  giveUpAtFailure: 5,
};
export type RestartPolicy = typeof restartPolicy;

/** The count of failures in a row once a run of `ranMs` has ended in one. */
export function failuresInARowAfter(previous: number, ranMs: number, policy: RestartPolicy = restartPolicy): number {
  return ranMs >= policy.stableAfterMs ? 1 : previous + 1;
}

/** How long to wait before starting a service again after its nth failure in a row, or null to give up. */
export function restartDelayMs(failuresInARow: number, policy: RestartPolicy = restartPolicy): number | null {
  if (failuresInARow >= policy.giveUpAtFailure) return null;
  return policy.firstDelayMs * 2 ** (failuresInARow - 1);
}

/** The shell that runs each command reports a signal that killed it as exit code 128 + the signal's number. */
function describeExit(exitCode: CloseEvent["exitCode"]): string {
  if (typeof exitCode !== "number") return `killed by ${exitCode}`;
  const signal = Object.entries(os.constants.signals).find(([, number]) => number === exitCode - 128)?.[0];
  return signal ? `exit code ${exitCode}: killed by ${signal}` : `exit code ${exitCode}`;
}

function seconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(1))} s`;
}

/**
 * Only a close with no restart after it reaches concurrently's completion, so `npm start` ends once
 * Ctrl-C has stopped everything or every service has given up.
 */
class RestartWithBackOff implements FlowController {
  constructor(
    private readonly logger: Logger,
    private readonly shutdown: AbortSignal,
    private readonly policy: RestartPolicy,
  ) {}

  handle(commands: Command[]) {
    return { commands: commands.map((command) => this.supervise(command)) };
  }

  private supervise(command: Command): Command {
    const cancelled = new Subject<CloseEvent>();
    let restartPending = false;
    let failuresInARow = 0;
    command.close.subscribe((event) => {
      restartPending = false;
      if (this.shutdown.aborted) return;
      const ranMs = event.timings.durationSeconds * 1000;
      failuresInARow = failuresInARowAfter(failuresInARow, ranMs, this.policy);
      const delayMs = restartDelayMs(failuresInARow, this.policy);
      const why = describeExit(event.exitCode);
      if (delayMs === null) {
        this.logger.logCommandEvent(
          `${command.name} stopped (${why}) ${failuresInARow} times in a row, each within ${seconds(this.policy.stableAfterMs)} of starting, ` +
            "so it is not started again: is its port taken or its build broken? Its log above says why. " +
            "The other services keep running; fix the cause and run npm start again.",
          command,
        );
        return;
      }
      this.logger.logCommandEvent(
        `${command.name} stopped unexpectedly (${why}) after ${seconds(ranMs)}; starting it again in ${seconds(delayMs)} ` +
          `(failure ${failuresInARow} in a row; at ${this.policy.giveUpAtFailure} it stays down)`,
        command,
      );
      restartPending = true;
      const restart = setTimeout(() => {
        this.shutdown.removeEventListener("abort", cancel);
        command.start();
      }, delayMs);
      // Ctrl-C during the wait: the service stays down, and its last close is its final one.
      const cancel = () => {
        clearTimeout(restart);
        cancelled.next(event);
      };
      this.shutdown.addEventListener("abort", cancel, { once: true });
    });
    // Piped, as concurrently's own controllers do, since Command.start() emits through this proxy's
    // `close`. The subscription above came first, so the filter sees its verdict on the same close.
    const finalClose = command.close.pipe(
      filter(() => !restartPending),
      mergeWith(cancelled),
    );
    return new Proxy(command, {
      get: (target, property) => (property === "close" ? finalClose : Reflect.get(target, property)),
    });
  }
}

/** Starts the services; the promise settles once all of them have stopped for good. */
export function superviseServices(
  services: Exclude<ConcurrentlyCommandInput, string>[],
  options: { prefixColors?: string[]; policy?: RestartPolicy } = {},
): Promise<unknown> {
  const logger = new Logger({ prefixFormat: "name" });
  const shutdown = new AbortController();
  const { result } = createConcurrently(services, {
    logger,
    outputStream: process.stdout,
    prefixColors: options.prefixColors ?? [],
    abortSignal: shutdown.signal,
    controllers: [
      new LogError({ logger }),
      new LogOutput({ logger }),
      new LogExit({ logger }),
      new KillOnSignal({ process, abortController: shutdown }),
      new RestartWithBackOff(logger, shutdown.signal, options.policy ?? restartPolicy),
    ],
  });
  return result;
}

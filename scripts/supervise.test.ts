import { afterAll, describe, expect, it } from "vitest";
import {
  connectionRefused,
  freePort,
  spawnProcess,
  stopAll,
  waitFor,
  type Spawned,
} from "../test-support/processes.js";
import { repoRoot } from "./stack.js";
import { failuresInARowAfter, restartDelayMs } from "./supervise.js";

afterAll(stopAll);

function startStack(...services: string[]): Spawned {
  return spawnProcess(process.execPath, ["--import", "tsx", "test-support/supervised-stand-ins.ts", ...services], {
    cwd: repoRoot,
    env: { ...process.env, FORCE_COLOR: "0" },
  });
}

/** The process id of the stand-in answering on the port, or undefined while nothing answers. */
async function pidAt(port: number): Promise<number | undefined> {
  const response = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) }).catch(
    () => undefined,
  );
  return response?.ok ? Number(await response.text()) : undefined;
}

/** Asks the port again and again until stopped; counts the requests and the ones left unanswered. */
function keepAsking(port: number) {
  let asking = true;
  const tally = { asked: 0, unanswered: 0 };
  const done = (async () => {
    while (asking) {
      tally.asked += 1;
      if ((await pidAt(port)) === undefined) tally.unanswered += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return async () => {
    asking = false;
    await done;
    return tally;
  };
}

describe("npm start's supervisor", { timeout: 90_000 }, () => {
  it("waits 1, 2, 4 and 8 s before restarting a service that keeps failing, then gives up at the fifth failure", () => {
    expect([1, 2, 3, 4, 5].map((failures) => restartDelayMs(failures))).toEqual([1000, 2000, 4000, 8000, null]);
  });

  it("counts a failure within a minute of starting as one more in a row, and one after a minute as the first", () => {
    expect(failuresInARowAfter(0, 500)).toBe(1);
    expect(failuresInARowAfter(3, 59_000)).toBe(4);
    expect(failuresInARowAfter(4, 60_000)).toBe(1);
  });

  it("starts a service that died again, says why and when, and the others answer throughout", async () => {
    const [shopPort, storefrontPort] = [await freePort(), await freePort()];
    const stack = startStack(`shop=${shopPort}`, `storefront=${storefrontPort}`);
    const shopPid = await waitFor(() => pidAt(shopPort), "the shop stand-in");
    await waitFor(() => pidAt(storefrontPort), "the storefront stand-in");

    const stopAsking = keepAsking(storefrontPort);
    process.kill(shopPid, "SIGKILL");
    const restartedPid = await waitFor(async () => {
      const pid = await pidAt(shopPort);
      return pid !== undefined && pid !== shopPid ? pid : undefined;
    }, "the shop stand-in to come back");
    const storefront = await stopAsking();

    expect(restartedPid).not.toBe(shopPid);
    expect(storefront.asked).toBeGreaterThan(3);
    expect(storefront.unanswered).toBe(0);
    expect(stack.output()).toMatch(
      /shop stopped unexpectedly \(exit code 137: killed by SIGKILL\) after [\d.]+ s; starting it again in 0\.2 s/,
    );
    expect(stack.child.exitCode).toBeNull();
    await stack.stop();
  });

  it.each([
    ["Ctrl-C", "SIGINT"],
    ["SIGTERM", "SIGTERM"],
  ] as const)("stops every service and exits on %s", async (_, signal) => {
    const [shopPort, storefrontPort] = [await freePort(), await freePort()];
    const stack = startStack(`shop=${shopPort}`, `storefront=${storefrontPort}`);
    await waitFor(() => pidAt(shopPort), "the shop stand-in");
    await waitFor(() => pidAt(storefrontPort), "the storefront stand-in");

    stack.child.kill(signal);

    expect(await stack.exited).not.toBeNull();
    expect(await connectionRefused(shopPort)).toBe(true);
    expect(await connectionRefused(storefrontPort)).toBe(true);
    expect(stack.output()).not.toContain("starting it again");
  });

  it("gives up on a service that keeps failing at once, says so plainly, and keeps the others running", async () => {
    const shopPort = await freePort();
    const stack = startStack(`shop=${shopPort}`, "content=broken");
    await waitFor(
      () => (stack.output().includes("is not started again") ? true : undefined),
      "the supervisor to give up",
    );

    const output = stack.output();
    for (const wait of ["0.2 s", "0.4 s", "0.8 s", "1.6 s"]) expect(output).toContain(`starting it again in ${wait}`);
    expect(output).toMatch(
      /content stopped \(exit code 3\) 5 times in a row, each within 60 s of starting, so it is not started again/,
    );
    expect(await pidAt(shopPort)).toBeDefined();
    expect(stack.child.exitCode).toBeNull();
    await stack.stop();
  });
});

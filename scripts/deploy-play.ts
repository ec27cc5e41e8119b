/**
 * Plays the planned Pods (deploy-kube.ts) on a podman network of their own, waits for each probe of
 * the manifests as a kubelet would run it, and takes it all down again.
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { podman, podmanOrThrow } from "./deploy-podman.js";
import type { PlannedPod, PlannedProbe } from "./deploy-kube.js";

export interface Network {
  name: string;
  /** The first three parts of its /24, e.g. "10.89.7". */
  prefix: string;
}

/** A /24 no other podman network holds, so a run never meets another's Pods. */
export function createNetwork(env: NodeJS.ProcessEnv, name: string): Network {
  const taken = podman(env, ["network", "ls", "--format", "{{range .Subnets}}{{.Subnet}} {{end}}"]).stdout;
  for (let third = 200; third < 250; third += 1) {
    const prefix = `10.${third}.${process.pid % 250}`;
    if (taken.includes(`${prefix}.0/24`)) continue;
    podmanOrThrow(env, ["network", "create", "--subnet", `${prefix}.0/24`, name]);
    return { name, prefix };
  }
  throw new Error("no free 10.x.y.0/24 for the test's podman network");
}

export function playPods(env: NodeJS.ProcessEnv, network: Network, pods: PlannedPod[], dir: string): void {
  for (const pod of pods) {
    const file = path.join(dir, `${pod.name}.yaml`);
    writeFileSync(file, pod.yaml);
    podmanOrThrow(env, ["kube", "play", "--network", network.name, "--ip", pod.ip, file]);
  }
}

/** Every pod, volume and the network, whatever state they are in; returns what could not be removed. */
export function tearDown(env: NodeJS.ProcessEnv, network: Network | undefined, pods: PlannedPod[]): string[] {
  const left: string[] = [];
  for (const pod of pods) {
    const removed = podman(env, ["pod", "rm", "--force", "--time", "10", pod.name]);
    if (removed.status !== 0 && !/no such pod/i.test(removed.stderr)) left.push(`pod ${pod.name}`);
  }
  for (const volume of new Set(pods.flatMap((pod) => pod.volumes))) {
    const removed = podman(env, ["volume", "rm", "--force", volume]);
    if (removed.status !== 0 && !/no such volume/i.test(removed.stderr)) left.push(`volume ${volume}`);
  }
  if (network) {
    const removed = podman(env, ["network", "rm", "--force", network.name]);
    if (removed.status !== 0 && !/unable to find network/i.test(removed.stderr)) left.push(`network ${network.name}`);
  }
  return left;
}

function portOf(probe: PlannedProbe, port: number | string): number {
  if (typeof port === "number") return port;
  const named = probe.ports[port];
  if (named === undefined) throw new Error(`a probe names port "${port}", which ${probe.container} does not have`);
  return named;
}

/** One try of a probe, as the kubelet runs it: 2xx or 3xx, a connection, or exit 0. */
async function probeOnce(env: NodeJS.ProcessEnv, pod: PlannedPod, probe: PlannedProbe): Promise<boolean> {
  const timeoutMs = (probe.probe.timeoutSeconds ?? 1) * 1000;
  if (probe.probe.httpGet) {
    const { path: urlPath, port } = probe.probe.httpGet;
    try {
      const answer = await fetch(`http://${pod.ip}:${portOf(probe, port)}${urlPath ?? "/"}`, {
        signal: AbortSignal.timeout(timeoutMs),
        redirect: "manual",
      });
      return answer.status >= 200 && answer.status < 400;
    } catch {
      return false;
    }
  }
  if (probe.probe.tcpSocket) {
    return new Promise((resolve) => {
      const socket = net.connect({ host: pod.ip, port: portOf(probe, probe.probe.tcpSocket.port) });
      socket.setTimeout(timeoutMs, () => (socket.destroy(), resolve(false)));
      socket.once("connect", () => (socket.destroy(), resolve(true)));
      socket.once("error", () => resolve(false));
    });
  }
  if (probe.probe.exec) {
    const result = spawnSync("podman", ["exec", `${pod.name}-${probe.container}`, ...probe.probe.exec.command], {
      env,
      timeout: timeoutMs + 2000,
    });
    return result.status === 0;
  }
  throw new Error(`${pod.name}: a probe of a kind this test cannot run`);
}

/** Waits until every probe of every Pod passes; names the ones that never did. */
export async function waitForProbes(
  env: NodeJS.ProcessEnv,
  pods: PlannedPod[],
  withinMs: number,
  report: (line: string) => void,
): Promise<void> {
  const started = Date.now();
  const waiting = new Set(pods.flatMap((pod) => pod.probes.map((probe) => ({ pod, probe }))));
  while (waiting.size > 0 && Date.now() - started < withinMs) {
    for (const entry of [...waiting]) {
      if (!(await probeOnce(env, entry.pod, entry.probe))) continue;
      waiting.delete(entry);
      report(`${entry.pod.name}: ${entry.probe.kind} passed after ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    const exited = pods.filter((pod) => /exited|dead/i.test(podState(env, pod)));
    if (exited.length > 0)
      throw new Error(`${exited.map((pod) => pod.name).join(", ")} stopped: ${logsOf(env, exited)}`);
    if (waiting.size > 0) await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  if (waiting.size > 0) {
    const names = [...waiting].map(({ pod, probe }) => `${pod.name} ${probe.kind}`).join(", ");
    throw new Error(`within ${withinMs / 1000} s these probes never passed: ${names}`);
  }
}

function podState(env: NodeJS.ProcessEnv, pod: PlannedPod): string {
  return podman(env, ["ps", "-a", "--filter", `pod=${pod.name}`, "--format", "{{.Names}} {{.State}}"])
    .stdout.split("\n")
    .filter((line) => !line.includes("-infra"))
    .join(" ");
}

export function logsOf(env: NodeJS.ProcessEnv, pods: PlannedPod[], lines = 15): string {
  return pods
    .flatMap((pod) =>
      pod.probes
        .map((probe) => probe.container)
        .filter((name, index, all) => all.indexOf(name) === index)
        .map((container) => {
          const logs = podman(env, ["logs", "--tail", String(lines), `${pod.name}-${container}`]);
          return `\n--- ${pod.name}-${container}:\n${logs.stdout}${logs.stderr}`;
        }),
    )
    .join("");
}

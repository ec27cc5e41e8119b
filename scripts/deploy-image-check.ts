/**
 * The images' own promises, checked on their running containers: each runs as a user other than
 * root, and the HEALTHCHECK it carries passes (run by hand: podman's timers need systemd).
 */
import { podman } from "./deploy-podman.js";

interface ImageConfig {
  User?: string;
  Healthcheck?: { Test?: string[] };
  Volumes?: Record<string, unknown>;
  Env?: string[];
}

/** What is wrong with an image's configuration, in one sentence each. */
export function imageProblems(env: NodeJS.ProcessEnv, image: string): string[] {
  const inspected = podman(env, ["image", "inspect", image, "--format", "{{json .Config}}"]);
  if (inspected.status !== 0) return [`${image} is not there: ${inspected.stderr.trim()}`];
  const config = JSON.parse(inspected.stdout) as ImageConfig;
  // The OCI view of .Config leaves out Docker's health check, which podman keeps beside it.
  const health = podman(env, ["image", "inspect", image, "--format", "{{json .Config.Healthcheck}}"]);
  config.Healthcheck = JSON.parse(health.stdout || "null") ?? undefined;
  const problems: string[] = [];
  const user = (config.User ?? "").split(":")[0] ?? "";
  if (user === "" || user === "0" || user === "root") problems.push(`${image} runs as root (USER "${config.User}")`);
  if (!config.Healthcheck?.Test?.length) problems.push(`${image} has no HEALTHCHECK`);
  if (Object.keys(config.Volumes ?? {}).length === 0) problems.push(`${image} declares no VOLUME for its data`);
  if (!(config.Env ?? []).includes("NODE_ENV=production")) problems.push(`${image} does not set NODE_ENV=production`);
  return problems;
}

/** The running container's uid, and its image's health check run inside it. */
export function containerProblems(env: NodeJS.ProcessEnv, container: string, image: string): string[] {
  const problems: string[] = [];
  const uid = podman(env, ["exec", container, "id", "-u"]);
  if (uid.status !== 0) problems.push(`${container}: id -u failed: ${uid.stderr.trim()}`);
  else if (uid.stdout.trim() === "0") problems.push(`${container} runs as root`);
  const test = podman(env, ["image", "inspect", image, "--format", "{{json .Config.Healthcheck.Test}}"]);
  const command = JSON.parse(test.stdout || "null") as string[] | null;
  if (!command || command.length < 2) return [...problems, `${image} has no health check to run`];
  const [form, ...rest] = command;
  const args = form === "CMD-SHELL" ? ["sh", "-c", rest.join(" ")] : rest;
  const health = podman(env, ["exec", container, ...args]);
  if (health.status !== 0)
    problems.push(`${container}: its health check exited ${health.status}: ${health.stderr.trim().slice(0, 300)}`);
  return problems;
}

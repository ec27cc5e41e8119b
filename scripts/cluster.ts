/**
 * `npm run start:cluster`: the shop scaled out on one machine, two storefront instances sharing a Redis
 * behind a balancer. The CMS's webhook may reach either instance; the purge reaches both.
 */
import { spawnSync } from "node:child_process";
import { repoRoot, type ServiceSpec } from "./stack.js";

export const CLUSTER_INSTANCES = 2;

type Command = { name: string; command: string; cwd: string; env: NodeJS.ProcessEnv };
export type ClusterPlan = { commands: Command[]; ports: { name: string; port: number; variable: string }[] };

export function redisServerInstalled(): boolean {
  return spawnSync("redis-server", ["--version"], { stdio: "ignore" }).status === 0;
}

/**
 * Replaces the storefront's one command with its instances, Redis and the balancer; the other services'
 * commands are kept. Instance n listens on PORT + n; Redis on REDIS_PORT (6379).
 */
export function clusterPlan(storefront: ServiceSpec, storefrontCommand: Command, others: Command[]): ClusterPlan {
  const ownRedis = !storefrontCommand.env.REDIS_URL;
  const redisPort = Number(storefrontCommand.env.REDIS_PORT || 6379);
  const redisUrl = storefrontCommand.env.REDIS_URL || `redis://127.0.0.1:${redisPort}`;
  const instancePorts = Array.from({ length: CLUSTER_INSTANCES }, (_, index) => storefront.port + index + 1);
  const instances = instancePorts.map((port, index) => ({
    ...storefrontCommand,
    name: `storefront-${index + 1}`,
    // The balancer is the proxy they trust for X-Forwarded-For (the per-client limits) and -Proto.
    env: { ...storefrontCommand.env, PORT: String(port), REDIS_URL: redisUrl, TRUST_PROXY: "loopback" },
  }));
  const redis: Command[] = ownRedis
    ? [
        {
          name: "redis",
          // A cache: nothing kept on disk, the least recently used keys go first when memory is full.
          command: `redis-server --port ${redisPort} --bind 127.0.0.1 --save "" --appendonly no --maxmemory 256mb --maxmemory-policy allkeys-lru`,
          cwd: storefrontCommand.cwd,
          env: storefrontCommand.env,
        },
      ]
    : [];
  const balancer: Command = {
    name: "balancer",
    command: "npx tsx scripts/balancer.ts",
    cwd: repoRoot,
    env: {
      ...storefrontCommand.env,
      BALANCER_PORT: String(storefront.port),
      BALANCER_TARGETS: instancePorts.map((port) => `http://127.0.0.1:${port}`).join(","),
    },
  };
  return {
    commands: [...others, ...redis, ...instances, balancer],
    ports: [
      ...(ownRedis ? [{ name: "redis", port: redisPort, variable: "REDIS_PORT" }] : []),
      ...instancePorts.map((port, index) => ({ name: `storefront-${index + 1}`, port, variable: "PORT" })),
    ],
  };
}

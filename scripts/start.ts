/**
 * `npm start` and `npm run dev`: the whole shop side by side, one log prefix each (README "Two commands").
 * `--cluster` scales the storefront out behind a balancer (cluster.ts).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import {
  needsBuild,
  portIsFree,
  repoRoot,
  stackEnvironment,
  stackServices,
  waitUntilHealthy,
  type ServiceSpec,
} from "./stack.js";
import { clusterPlan, redisServerInstalled, type ClusterPlan } from "./cluster.js";
import { superviseServices } from "./supervise.js";
import { warmUp } from "./warm-up.js";

const dev = process.argv.includes("--dev");
const cluster = process.argv.includes("--cluster");
const services = stackServices();
const env = stackEnvironment(services);

async function checkPorts(): Promise<void> {
  const taken: { service: ServiceSpec; port: number; portVariable: string }[] = [];
  for (const service of services) {
    for (const { port, portVariable } of [service, ...(service.secondPort ? [service.secondPort] : [])]) {
      if (!(await portIsFree(port))) taken.push({ service, port, portVariable });
    }
  }
  if (taken.length === 0) return;
  for (const { service, port, portVariable } of taken) {
    console.error(
      `Port ${port} is already in use, so the ${service.name} service cannot start. ` +
        `Stop whatever is listening there (is the shop already running?) or choose another port with ${portVariable}=<port>.`,
    );
  }
  process.exit(1);
}

function buildStale(): void {
  for (const service of services) {
    if (!needsBuild(service)) continue;
    console.log(`[build] ${service.name}: building ${service.workspace}…`);
    const result = spawnSync("npm", ["run", "build"], {
      cwd: path.join(repoRoot, service.workspace),
      env,
      stdio: "inherit",
    });
    if (result.status !== 0) {
      console.error(
        `[build] ${service.name}: the build failed (exit ${result.status ?? result.signal}); nothing was started.`,
      );
      process.exit(1);
    }
  }
}

function commandFor(service: ServiceSpec) {
  const cwd = path.join(repoRoot, service.workspace);
  if (dev) return { name: service.name, command: service.dev, cwd, env };
  const processEnv = service.name === "storefront" ? { ...env, NODE_ENV: env.NODE_ENV ?? "production" } : env;
  return { name: service.name, command: service.start, cwd, env: processEnv };
}

// The CMS's first start imports the seed: about 25 s on a quiet machine, several minutes on a busy one.
const READY_WITHIN_MS = 5 * 60_000;

async function announceWhenReady(): Promise<void> {
  const results = await Promise.all(services.map((service) => waitUntilHealthy(service, READY_WITHIN_MS)));
  const storefront = services.find((service) => service.name === "storefront");
  if (results.every(Boolean) && storefront) {
    const cold = await warmUp(`http://localhost:${storefront.port}`);
    if (cold.length > 0)
      console.warn(`[start] ${cold.join(" and ")} did not answer 200 yet; the first visit may be slow.`);
    const inbox = services.find((service) => service.name === "mail");
    if (inbox) console.log(`\nThe shop's emails land in the local inbox: http://localhost:${inbox.port}`);
    console.log(`\nBedsmade is running: http://localhost:${storefront.port} (Ctrl-C stops everything)\n`);
    return;
  }
  services
    .filter((_, index) => !results[index])
    .forEach((service) =>
      console.error(`${service.name} did not report healthy on port ${service.port} within 5 minutes.`),
    );
}

/** The cluster's commands, once its extra ports are known to be free and Redis is there to run. */
async function planCluster(): Promise<ClusterPlan> {
  const storefront = services.find((service) => service.name === "storefront");
  if (!storefront) throw new Error("the stack has no storefront");
  const plan = clusterPlan(
    storefront,
    commandFor(storefront),
    services.filter((service) => service !== storefront).map(commandFor),
  );
  if (plan.ports.some((port) => port.name === "redis") && !redisServerInstalled()) {
    console.error(
      "npm run start:cluster runs Debian's redis-server, which is not installed: apt-get install redis-server, or set REDIS_URL to a Redis 7 or Valkey.",
    );
    process.exit(1);
  }
  for (const { name, port, variable } of plan.ports) {
    if (await portIsFree(port)) continue;
    console.error(`Port ${port} is already in use, so ${name} cannot start. Free it or choose another ${variable}.`);
    process.exit(1);
  }
  return plan;
}

await checkPorts();
if (!dev) buildStale();

const commands = cluster ? (await planCluster()).commands : services.map(commandFor);
const stopped = superviseServices(commands, {
  prefixColors: ["cyan", "magenta", "green", "yellow", "red", "green", "blue"],
});
void announceWhenReady();

stopped.then(
  () => process.exit(0),
  () => process.exit(process.exitCode ?? 1),
);

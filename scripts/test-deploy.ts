/**
 * `npm run test:deploy`: the deploy recipe proved here with podman, no registry or cluster; the steps
 * are in docs/DEPLOY.md, "Trying it on this machine". Everything is taken down, also on failure.
 */ import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseAllDocuments } from "yaml";
import { containerProblems, imageProblems } from "./deploy-image-check.js";
import { ownerJourney, shopperJourney } from "./deploy-journeys.js";
import { loadKustomization, planPods, type PlannedPod } from "./deploy-kube.js";
import { createNetwork, logsOf, playPods, tearDown, waitForProbes, type Network } from "./deploy-play.js";
import { buildImage, ensureBase, imageSize, npmBuildSecrets, podmanSettings } from "./deploy-podman.js";
import { repoRoot } from "./stack.js";

const IMAGES = [
  { name: "localhost/bedsmade-storefront:local", file: "deploy/storefront.Containerfile" },
  { name: "localhost/bedsmade-cms:local", file: "deploy/cms.Containerfile" },
  { name: "localhost/bedsmade-shop:local", file: "deploy/shop.Containerfile" },
  // Stand-ins for the official PostgreSQL and Valkey images, which no registry here serves.
  { name: "localhost/bedsmade-postgres:local", file: "deploy/local/postgres.Containerfile" },
  { name: "localhost/bedsmade-redis:local", file: "deploy/local/redis.Containerfile" },
];
const OURS = IMAGES.slice(0, 3).map((image) => image.name);
const KUBERNETES = path.join(repoRoot, "deploy/kubernetes");
// The CMS's first start on PostgreSQL imports the seed before it answers: minutes on a busy machine.
const PROBES_WITHIN_MS = 8 * 60_000;

const started = Date.now();
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
let stepStarted = started;
function step(title: string): void {
  stepStarted = Date.now();
  console.log(`\n== ${title}`);
}
const say = (line: string) => console.log(`   ${line}`);

/** The recipe's image names (tag aside) and the local images played in their place. */
function localImageFor(image: string): string {
  const name = image.replace(/:[^/:]+$/, "");
  const last = name.split("/").pop() ?? "";
  if (last === "postgres") return "localhost/bedsmade-postgres:local";
  if (last === "valkey" || last === "redis") return "localhost/bedsmade-redis:local";
  const ours = OURS.find((local) => local === `localhost/bedsmade-${last}:local`);
  if (ours && name.includes("/bedsmade/")) return ours;
  throw new Error(`the manifests name an image this test has no local stand-in for: ${image}`);
}

/** Fresh values for every key of secrets.template.yaml, as an operator would make them. */
function secretsForTheRun(): {
  secrets: Record<string, Record<string, string>>;
  owner: { email: string; password: string };
} {
  const random = () => randomBytes(24).toString("hex");
  const owner = { email: "owner@bedsmade.test", password: `Owner-${randomBytes(9).toString("base64url")}-1` };
  const postgresPassword = random();
  const fixed: Record<string, string> = {
    APP_KEYS: [random(), random(), random(), random()].join(","),
    CMS_ADMIN_EMAIL: owner.email,
    CMS_ADMIN_PASSWORD: owner.password,
    POSTGRES_PASSWORD: postgresPassword,
    DATABASE_URL: `postgres://bedsmade:${postgresPassword}@postgres:5432/bedsmade`,
    // Nothing is emailed during the run.
    SMTP_USERNAME: "",
    SMTP_PASSWORD: "",
  };
  const template = parseAllDocuments(readFileSync(path.join(KUBERNETES, "secrets.template.yaml"), "utf8"))
    .map((document) => document.toJS() as { metadata: { name: string }; stringData?: Record<string, string> })
    .filter(Boolean);
  const secrets = Object.fromEntries(
    template.map((secret) => [
      secret.metadata.name,
      Object.fromEntries(Object.keys(secret.stringData ?? {}).map((key) => [key, fixed[key] ?? random()])),
    ]),
  );
  return { secrets, owner };
}

const tempDir = mkdtempSync(path.join(os.tmpdir(), "bedsmade-deploy-"));
const env = podmanSettings(tempDir);
const runId = `bedsmade-deploy-${process.pid}`;
let network: Network | undefined;
let pods: PlannedPod[] = [];
let cleanedUp = false;

function cleanUp(): void {
  if (cleanedUp) return;
  cleanedUp = true;
  step("Tearing down");
  const left = tearDown(env, network, pods);
  rmSync(tempDir, { recursive: true, force: true });
  if (left.length > 0) console.error(`   could not remove: ${left.join(", ")}`);
  else say(`removed ${pods.length} pods, their volumes and the network`);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

try {
  step("Local base image (Debian bookworm and this machine's Node)");
  say(await ensureBase(env));

  step("Building the images");
  const logDir = path.join(os.homedir(), ".cache/bedsmade-deploy/logs");
  mkdirSync(logDir, { recursive: true });
  const secrets = npmBuildSecrets(tempDir);
  for (const image of IMAGES) {
    const since = Date.now();
    await buildImage(env, image, secrets, logDir);
    say(`${image.name}: built in ${seconds(since)}, ${imageSize(env, image.name)}`);
  }

  step("The images' configuration");
  const configured = OURS.flatMap((image) => imageProblems(env, image));
  if (configured.length > 0) throw new Error(configured.join("\n"));
  say("each runs as a user other than root, with a HEALTHCHECK, VOLUMEs and NODE_ENV=production");

  step("Playing deploy/kubernetes/demo with podman kube play");
  const { secrets: values, owner } = secretsForTheRun();
  network = createNetwork(env, runId);
  const documents = loadKustomization(path.join(KUBERNETES, "demo"));
  const images = Object.fromEntries(
    documents
      .filter((d) => d.kind === "Deployment")
      .flatMap((d) => (d.spec.template.spec.containers as { image: string }[]).map((c) => c.image))
      .map((image) => [image.replace(/:[^/:]+$/, ""), localImageFor(image)]),
  );
  pods = planPods(documents, { secrets: values, images, subnetPrefix: network.prefix, volumePrefix: runId });
  playPods(env, network, pods, tempDir);
  say(`${pods.length} pods on ${network.name} (${network.prefix}.0/24): ${pods.map((p) => p.name).join(", ")}`);

  step("Waiting for every probe");
  await waitForProbes(env, pods, PROBES_WITHIN_MS, say);

  step("The images running");
  const running = pods.flatMap((pod) => {
    const spec = parseAllDocuments(pod.yaml)[0]?.toJS() as { spec: { containers: { name: string; image: string }[] } };
    return spec.spec.containers
      .filter((container) => OURS.includes(container.image))
      .map((container) => ({ name: `${pod.name}-${container.name}`, image: container.image }));
  });
  const problems = running.flatMap((container) => containerProblems(env, container.name, container.image));
  if (problems.length > 0) throw new Error(problems.join("\n"));
  say(`${running.map((c) => c.name).join(", ")}: not root, health check passed`);

  const storefronts = pods.filter((pod) => pod.deployment === "storefront").map((pod) => `http://${pod.ip}:3000`);
  const cms = pods.find((pod) => pod.deployment === "cms");
  if (storefronts.length < 2 || !cms) throw new Error("the recipe has not two storefront replicas and a CMS");

  step("A shopper on both storefront replicas");
  await shopperJourney(storefronts, say);

  step("The owner publishes an edit");
  await ownerJourney(`http://${cms.ip}:1337`, owner, storefronts, say);

  cleanUp();
  console.log(`\ntest:deploy passed in ${seconds(started)}`);
} catch (error) {
  console.error(
    `\n   FAILED after ${seconds(stepStarted)} in this step: ${error instanceof Error ? error.message : error}`,
  );
  if (pods.length > 0) console.error(logsOf(env, pods));
  cleanUp();
  console.error(`\ntest:deploy failed after ${seconds(started)}`);
  process.exitCode = 1;
}

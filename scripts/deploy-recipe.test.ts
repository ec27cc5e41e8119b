import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseAllDocuments } from "yaml";
import { loadKustomization } from "./deploy-kube.js";

/**
 * The deploy recipe read as Kubernetes would, without a cluster: the quick part of `npm run test:deploy`
 * (which builds the images and plays these files with podman) that runs in every `npm test`.
 */

const deploy = path.join(import.meta.dirname, "..", "deploy");
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Manifest = any;
const readYaml = (file: string): Manifest[] =>
  parseAllDocuments(readFileSync(file, "utf8"))
    .map((document) => document.toJS())
    .filter(Boolean);

const base = loadKustomization(path.join(deploy, "kubernetes/base"));
const demo = loadKustomization(path.join(deploy, "kubernetes/demo"));
const secrets = readYaml(path.join(deploy, "kubernetes/secrets.template.yaml"));
const deployments = (documents: Manifest[]) => documents.filter((document) => document.kind === "Deployment");
const named = (documents: Manifest[], name: string) => deployments(documents).find((d) => d.metadata.name === name);
const envOf = (deployment: Manifest): Manifest[] => deployment.spec.template.spec.containers[0].env ?? [];

describe("the Kubernetes recipe", () => {
  it.each([
    ["base", base],
    ["demo", demo],
  ])(
    "gives every %s Deployment probes and a memory request and limit, and runs our images as a user",
    (_name, documents) => {
      expect(deployments(documents).length).toBeGreaterThanOrEqual(4);
      for (const deployment of deployments(documents)) {
        const pod = deployment.spec.template.spec;
        // PostgreSQL's and Valkey's official images drop root themselves; ours never start as root.
        if (["storefront", "cms", "shop"].includes(deployment.metadata.name)) {
          expect(pod.securityContext?.runAsNonRoot, deployment.metadata.name).toBe(true);
        }
        for (const container of pod.containers) {
          expect(container.readinessProbe, `${deployment.metadata.name} readiness`).toBeDefined();
          expect(container.livenessProbe, `${deployment.metadata.name} liveness`).toBeDefined();
          expect(container.resources?.requests?.memory, deployment.metadata.name).toBeDefined();
          expect(container.resources?.limits?.memory, deployment.metadata.name).toBeDefined();
        }
      }
    },
  );

  it("runs two storefront replicas on Redis, behind a trusted proxy, with every setting production requires", () => {
    const storefront = named(base, "storefront");
    expect(storefront.spec.replicas).toBe(2);
    const names = envOf(storefront).map((entry) => entry.name);
    for (const required of ["REDIS_URL", "TRUST_PROXY", "PUBLIC_URL", "CONTENT_API_URL", "SHOP_API_URL"]) {
      expect(names).toContain(required);
    }
    expect(names).toContain("REVALIDATE_SECRET");
    expect(names.some((name) => name === "SHOP_PRIVATE_TOKEN" || name === "SHOP_STOREFRONT_TOKEN")).toBe(true);
    const probe = storefront.spec.template.spec.containers[0].readinessProbe;
    expect(probe.httpGet.path).toBe("/healthz");
    expect(named(base, "cms").spec.template.spec.containers[0].readinessProbe.httpGet.path).toBe("/_health");
  });

  it("takes every secret from a Secret the template lists, and every setting from the ConfigMap", () => {
    const secretKeys = new Map<string, Set<string>>(
      secrets.map((secret) => [secret.metadata.name, new Set(Object.keys(secret.stringData ?? secret.data ?? {}))]),
    );
    const config = demo.find(
      (document) => document.kind === "ConfigMap" && document.metadata.name === "bedsmade-config",
    );
    for (const deployment of deployments(demo)) {
      for (const entry of envOf(deployment)) {
        const secret = entry.valueFrom?.secretKeyRef;
        if (secret) expect(secretKeys.get(secret.name)?.has(secret.key), `${secret.name}.${secret.key}`).toBe(true);
        const setting = entry.valueFrom?.configMapKeyRef;
        if (setting) expect(Object.keys(config.data), setting.key).toContain(setting.key);
      }
    }
    for (const [name, keys] of secretKeys) {
      for (const key of keys) {
        const secret = secrets.find((candidate) => candidate.metadata.name === name);
        expect((secret.stringData ?? secret.data)[key], `${name}.${key} holds no value in the template`).toBe("");
      }
    }
  });
});

describe("the container images", () => {
  it.each(["storefront", "cms", "shop"])(
    "%s: builds on the official Node 22 image by default, runs as a user, has a health check and its data as a volume",
    (name) => {
      const file = readFileSync(path.join(deploy, `${name}.Containerfile`), "utf8");
      expect(file).toMatch(/^ARG BASE_IMAGE=node:22[\w.-]*$/m);
      const user = /^USER (\S+)$/m.exec(file)?.[1] ?? "root";
      expect(["root", "0", "0:0"]).not.toContain(user);
      expect(file).toMatch(/^HEALTHCHECK /m);
      expect(file).toMatch(/^VOLUME /m);
      expect(file).toMatch(/npm (ci|prune)[^\n]*--omit=dev/);
    },
  );

  it("never sends .env files, local data or installs into a build", () => {
    const ignored = readFileSync(path.join(deploy, "..", ".dockerignore"), "utf8").split("\n");
    for (const pattern of ["**/.env", "**/.data", "**/node_modules", ".git"]) expect(ignored).toContain(pattern);
  });
});

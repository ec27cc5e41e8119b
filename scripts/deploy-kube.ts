/**
 * The Kubernetes recipe turned into what podman 4.3's `kube play` can run: Pods per replica, hosts lines
 * for Services, Secrets as env, local images, probes run by the test (docs/DEPLOY.md, "Trying it on this machine").
 */ import { readFileSync } from "node:fs";
import path from "node:path";
import { parseAllDocuments, stringify } from "yaml";

// Kubernetes objects are read by field; an untyped view keeps this short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Manifest = any;

/** Resources in kustomize's order, with its `patches` merged over the ConfigMaps they name. */
export function loadKustomization(dir: string): Manifest[] {
  const [kustomization] = readYaml(path.join(dir, "kustomization.yaml"));
  const documents: Manifest[] = [];
  for (const resource of (kustomization.resources ?? []) as string[]) {
    const target = path.join(dir, resource);
    documents.push(...(resource.endsWith(".yaml") ? readYaml(target) : loadKustomization(target)));
  }
  for (const patch of (kustomization.patches ?? []) as { path: string }[]) {
    for (const over of readYaml(path.join(dir, patch.path))) {
      const under = documents.find((d) => d.kind === over.kind && d.metadata?.name === over.metadata?.name);
      if (!under) throw new Error(`${patch.path} patches ${over.kind} ${over.metadata?.name}, which no resource has`);
      under.data = { ...under.data, ...over.data };
    }
  }
  return documents;
}

function readYaml(file: string): Manifest[] {
  return parseAllDocuments(readFileSync(file, "utf8"))
    .map((document) => document.toJS())
    .filter(Boolean);
}

export interface PlannedProbe {
  kind: "startupProbe" | "readinessProbe" | "livenessProbe";
  container: string;
  probe: Manifest;
  /** The container's named ports, for httpGet and tcpSocket probes that name theirs. */
  ports: Record<string, number>;
}

export interface PlannedPod {
  name: string;
  deployment: string;
  ip: string;
  yaml: string;
  probes: PlannedProbe[];
  /** The podman volumes its claims and emptyDirs became, to remove at the end. */
  volumes: string[];
}

export interface PlayOptions {
  /** Secrets by name, in place of the template's empty values. */
  secrets: Record<string, Record<string, string>>;
  /** Image names of the recipe (without tag) and what to run instead. */
  images: Record<string, string>;
  /** The first three parts of the addresses the Pods get, e.g. "10.89.7". */
  subnetPrefix: string;
  /** Prefix of every podman volume, so that a run never touches another's. */
  volumePrefix: string;
}

const matches = (selector: Record<string, string>, labels: Record<string, string>) =>
  Object.entries(selector).every(([key, value]) => labels[key] === value);

export function planPods(documents: Manifest[], options: PlayOptions): PlannedPod[] {
  const configMaps = Object.fromEntries(
    documents.filter((d) => d.kind === "ConfigMap").map((d) => [d.metadata.name, d.data ?? {}]),
  );
  const lookup = (source: Record<string, Record<string, string>>, kind: string, name: string, key?: string) => {
    const values = source[name];
    if (!values) throw new Error(`the manifests refer to a ${kind} "${name}" that is not there`);
    if (key === undefined) return values;
    if (values[key] === undefined) throw new Error(`${kind} "${name}" has no key ${key}`);
    return values[key];
  };
  const deployments = documents.filter((d) => d.kind === "Deployment");
  const pods: Omit<PlannedPod, "yaml">[] = [];
  const specs: Manifest[] = [];
  let host = 10;
  for (const deployment of deployments) {
    const replicas = deployment.spec.replicas ?? 1;
    for (let replica = 0; replica < replicas; replica += 1) {
      const name = replicas === 1 ? deployment.metadata.name : `${deployment.metadata.name}-${replica}`;
      const template = structuredClone(deployment.spec.template);
      const probes: PlannedProbe[] = [];
      const volumes: string[] = [];
      for (const container of template.spec.containers as Manifest[]) {
        const ports = Object.fromEntries(
          ((container.ports ?? []) as Manifest[]).map((port) => [port.name, port.containerPort]),
        );
        for (const kind of ["startupProbe", "readinessProbe", "livenessProbe"] as const) {
          if (container[kind]) probes.push({ kind, container: container.name, probe: container[kind], ports });
        }
        delete container.startupProbe;
        delete container.readinessProbe;
        delete container.livenessProbe;
        const [image] = String(container.image).split(/:(?=[^/]+$)/);
        const local = options.images[image ?? ""];
        if (!local) throw new Error(`no local image stands in for ${container.image}`);
        container.image = local;
        container.imagePullPolicy = "Never";
        const env: { name: string; value: string }[] = [];
        for (const from of (container.envFrom ?? []) as Manifest[]) {
          const values = from.secretRef
            ? lookup(options.secrets, "Secret", from.secretRef.name)
            : lookup(configMaps, "ConfigMap", from.configMapRef.name);
          for (const [key, value] of Object.entries(values)) env.push({ name: key, value: String(value) });
        }
        for (const variable of (container.env ?? []) as Manifest[]) {
          const secret = variable.valueFrom?.secretKeyRef;
          const config = variable.valueFrom?.configMapKeyRef;
          const value = secret
            ? lookup(options.secrets, "Secret", secret.name, secret.key)
            : config
              ? lookup(configMaps, "ConfigMap", config.name, config.key)
              : String(variable.value ?? "");
          env.push({ name: variable.name, value: String(value) });
        }
        delete container.envFrom;
        container.env = env;
      }
      for (const volume of (template.spec.volumes ?? []) as Manifest[]) {
        const claim = volume.persistentVolumeClaim?.claimName ?? `${name}-${volume.name}`;
        const volumeName = `${options.volumePrefix}-${claim}`;
        delete volume.emptyDir;
        volume.persistentVolumeClaim = { claimName: volumeName };
        volumes.push(volumeName);
      }
      pods.push({ name, deployment: deployment.metadata.name, ip: `${options.subnetPrefix}.${host}`, probes, volumes });
      specs.push({ labels: template.metadata?.labels ?? {}, spec: template.spec });
      host += 1;
    }
  }
  // Each Service's name leads to its first Pod (a cluster would balance over all of them).
  const hostAliases = documents
    .filter((d) => d.kind === "Service")
    .map((service) => {
      const index = specs.findIndex((s) => matches(service.spec.selector ?? {}, s.labels));
      return index < 0 ? undefined : { ip: pods[index]?.ip, hostnames: [service.metadata.name] };
    })
    .filter(Boolean);
  return pods.map((pod, index) => {
    const { labels, spec } = specs[index];
    const manifest = {
      apiVersion: "v1",
      kind: "Pod",
      metadata: { name: pod.name, labels },
      spec: { ...spec, hostAliases, restartPolicy: "Always" },
    };
    return { ...pod, yaml: stringify(manifest) };
  });
}

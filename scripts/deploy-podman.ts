/**
 * Podman on this kind of machine, for `npm run test:deploy`: its settings, the local base image (no
 * registry answers, so it is made from Debian's packages and this machine's Node), and the builds.
 */
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { repoRoot } from "./stack.js";

export const BASE_IMAGE = "localhost/bedsmade-node-base:local";
const DEBIAN_SUITE = "bookworm";
const CACHE_DIR = path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), ".cache"), "bedsmade-deploy");

/** crun refuses hybrid cgroups here, and podman's default open-files limit is above the hard one. */
export function podmanSettings(tempDir: string): NodeJS.ProcessEnv {
  const file = path.join(tempDir, "containers.conf");
  writeFileSync(
    file,
    '[containers]\ndefault_ulimits = ["nofile=20000:20000", "nproc=4096:4096"]\n[engine]\nruntime = "runc"\n',
  );
  return { ...process.env, CONTAINERS_CONF: file };
}

export interface Run {
  status: number;
  stdout: string;
  stderr: string;
}

export function podman(env: NodeJS.ProcessEnv, args: string[], input?: string): Run {
  const result = spawnSync("podman", args, { env, input, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  return { status: result.status ?? 1, stdout: result.stdout ?? "", stderr: result.stderr ?? "" };
}

export function podmanOrThrow(env: NodeJS.ProcessEnv, args: string[], input?: string): string {
  const result = podman(env, args, input);
  if (result.status !== 0) throw new Error(`podman ${args.slice(0, 3).join(" ")} failed: ${result.stderr.trim()}`);
  return result.stdout;
}

/** Runs a long command with its output kept in a log file, which the error names when it fails. */
function runLogged(command: string, args: string[], env: NodeJS.ProcessEnv, log: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, cwd: repoRoot, stdio: ["ignore", "pipe", "pipe"] });
    const chunks: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      writeFileSync(log, Buffer.concat(chunks));
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.slice(0, 2).join(" ")} exited ${code}; its output is in ${log}`));
    });
  });
}

/** The machine's own Node, which the base carries in the official Node image's places. */
function nodeInstall(): { binary: string; npmDir: string; headers: string } {
  const binary = process.execPath;
  const prefix = path.dirname(path.dirname(binary));
  return {
    binary,
    npmDir: path.join(prefix, "lib/node_modules/npm"),
    headers: path.join(prefix, "include/node"),
  };
}

function debianMirror(): string {
  const sources = ["/etc/apt/sources.list.d/debian.sources", "/etc/apt/sources.list"]
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
  const match = /(?:URIs:|deb)\s+(https?:\/\/\S+\/debian)\b(?!-security)/.exec(sources);
  return match?.[1] ?? "http://deb.debian.org/debian";
}

/** The base's inputs: a new Node, npm or mirror makes a new base; anything else reuses it. */
function baseKey(mirror: string): string {
  const { binary, npmDir } = nodeInstall();
  const npmVersion = (JSON.parse(readFileSync(path.join(npmDir, "package.json"), "utf8")) as { version: string })
    .version;
  return createHash("sha256")
    .update([process.version, binary, npmVersion, mirror, DEBIAN_SUITE, "minbase+ca-certificates", "v2"].join("\n"))
    .digest("hex")
    .slice(0, 16);
}

/** Makes the base unless the image there already carries this key; returns how it went. */
export async function ensureBase(env: NodeJS.ProcessEnv): Promise<string> {
  const mirror = debianMirror();
  const key = baseKey(mirror);
  const label = podman(env, ["image", "inspect", BASE_IMAGE, "--format", '{{index .Labels "bedsmade.base"}}']);
  if (label.status === 0 && label.stdout.trim() === key) return `reused ${BASE_IMAGE} (${key})`;
  mkdirSync(CACHE_DIR, { recursive: true });
  const archive = path.join(CACHE_DIR, `base-${key}.tar`);
  if (!existsSync(archive)) {
    const rootfs = path.join(CACHE_DIR, `rootfs-${key}`);
    rmSync(rootfs, { recursive: true, force: true });
    const log = path.join(CACHE_DIR, "debootstrap.log");
    await runLogged(
      "debootstrap",
      ["--variant=minbase", "--include=ca-certificates", DEBIAN_SUITE, rootfs, mirror],
      process.env,
      log,
    );
    const node = nodeInstall();
    mkdirSync(path.join(rootfs, "usr/local/bin"), { recursive: true });
    mkdirSync(path.join(rootfs, "usr/local/lib/node_modules"), { recursive: true });
    cpSync(node.binary, path.join(rootfs, "usr/local/bin/node"));
    cpSync(node.npmDir, path.join(rootfs, "usr/local/lib/node_modules/npm"), {
      recursive: true,
      verbatimSymlinks: true,
    });
    // Native modules compile against these instead of downloading them.
    cpSync(node.headers, path.join(rootfs, "usr/local/include/node"), { recursive: true });
    symlinkSync("../lib/node_modules/npm/bin/npm-cli.js", path.join(rootfs, "usr/local/bin/npm"));
    symlinkSync("../lib/node_modules/npm/bin/npx-cli.js", path.join(rootfs, "usr/local/bin/npx"));
    // As Debian's own images: each build runs apt-get update when it needs packages.
    for (const folder of ["var/cache/apt/archives", "var/lib/apt/lists"]) {
      rmSync(path.join(rootfs, folder), { recursive: true, force: true });
      mkdirSync(path.join(rootfs, folder, "partial"), { recursive: true });
    }
    const tar = spawnSync("tar", ["-C", rootfs, "-cf", `${archive}.partial`, "."]);
    if (tar.status !== 0) throw new Error(`tar of the base failed: ${String(tar.stderr)}`);
    cpSync(`${archive}.partial`, archive);
    rmSync(`${archive}.partial`);
    rmSync(rootfs, { recursive: true, force: true });
    // One base is kept: the one these inputs make.
    for (const old of readdirSync(CACHE_DIR).filter(
      (file) => /^base-\w+\.tar$/.test(file) && file !== path.basename(archive),
    ))
      rmSync(path.join(CACHE_DIR, old));
  }
  podmanOrThrow(env, [
    "import",
    "--change",
    `LABEL bedsmade.base=${key}`,
    "--change",
    "ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
    "--change",
    'CMD ["node"]',
    archive,
    BASE_IMAGE,
  ]);
  return `made ${BASE_IMAGE} (${key}) from ${archive}`;
}

/**
 * This machine's npm registry and CA bundle reach the builds as build secrets: they are read while
 * `npm ci` runs and kept in no layer, and the registry's address is written in no file of the repository.
 */
export function npmBuildSecrets(tempDir: string): string[] {
  const setting = (name: string) =>
    spawnSync("npm", ["config", "get", name], { encoding: "utf8" })
      .stdout.trim()
      .replace(/^(null|undefined)$/, "");
  const registry = setting("registry");
  const cafile = setting("cafile");
  const npmrc = path.join(tempDir, "npmrc");
  const lines = [`registry=${registry}`, ...(cafile ? ["cafile=/run/secrets/npm_ca"] : [])];
  writeFileSync(npmrc, `${lines.join("\n")}\n`, { mode: 0o600 });
  return ["--secret", `id=npmrc,src=${npmrc}`, ...(cafile ? ["--secret", `id=npm_ca,src=${cafile}`] : [])];
}

export interface ImageSpec {
  name: string;
  file: string;
}

/** Docker's image format, since OCI's has no HEALTHCHECK and podman would drop it. */
export async function buildImage(
  env: NodeJS.ProcessEnv,
  image: ImageSpec,
  secrets: string[],
  logDir: string,
): Promise<void> {
  const log = path.join(logDir, `build-${path.basename(image.file, ".Containerfile")}.log`);
  await runLogged(
    "podman",
    [
      "build",
      "--format",
      "docker",
      "--layers",
      "-f",
      image.file,
      "--build-arg",
      `BASE_IMAGE=${BASE_IMAGE}`,
      ...secrets,
      "-t",
      image.name,
      ".",
    ],
    env,
    log,
  );
}

/** `podman images`' own figure, for README. */
export function imageSize(env: NodeJS.ProcessEnv, name: string): string {
  return podman(env, ["images", "--format", "{{.Size}}", name]).stdout.trim().split("\n")[0] ?? "?";
}

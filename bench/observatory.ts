import { execFile } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { z } from "zod";
import { repoRoot } from "../scripts/stack.js";
import { run } from "./processes.js";

/**
 * Installed into bench/.work so its 230 packages stay out of the shop's dependencies. Its HSTS and TLD
 * lists cannot be fetched here; localhost is on neither, so empty ones change nothing.
 */
const OBSERVATORY = "@mdn/mdn-http-observatory@1.4.8";
const toolDir = path.join(repoRoot, "bench", ".work", "observatory");
const packageDir = path.join(toolDir, "node_modules", "@mdn", "mdn-http-observatory");

function installObservatory(): void {
  if (!existsSync(path.join(packageDir, "src", "scan.js"))) {
    mkdirSync(toolDir, { recursive: true });
    run("npm", ["install", "--prefix", toolDir, "--ignore-scripts", "--no-audit", "--no-fund", OBSERVATORY], repoRoot);
  }
  for (const [file, empty] of [
    ["hsts-preload.json", "{}"],
    ["tld-list.json", "[]"],
  ] as const) {
    const target = path.join(packageDir, "conf", file);
    if (!existsSync(target)) writeFileSync(target, empty);
  }
}

const scanOutput = z.object({
  scan: z.object({ grade: z.string(), score: z.number(), testsPassed: z.number(), testsQuantity: z.number() }),
  tests: z.record(z.string(), z.object({ pass: z.boolean(), result: z.string(), scoreModifier: z.number() })),
});

export type ObservatoryScan = { site: string } & z.infer<typeof scanOutput>;

/**
 * Scans `site` (host:port/path) as the Observatory does, trusting the authority in `authorityFile`. The scan
 * runs beside this process, never blocking it: the balancers it scans through live in this process.
 */
export async function observatoryScan(site: string, authorityFile: string): Promise<ObservatoryScan> {
  installObservatory();
  const scanner = path.join(packageDir, "src", "scan.js");
  const { stdout } = await promisify(execFile)(process.execPath, [scanner, site], {
    env: { ...process.env, NODE_EXTRA_CA_CERTS: authorityFile },
    timeout: 120_000,
  }).catch((error: { stdout?: string; stderr?: string }) => {
    throw new Error(`the Observatory scan of ${site} failed: ${error.stderr || error.stdout || String(error)}`);
  });
  return { site, ...scanOutput.parse(JSON.parse(stdout)) };
}

import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export type ScriptResult = { status: number | null; output: string };

/**
 * Runs `npm run backup` or `npm run restore` as the operator would, in a process of its own, with
 * this environment over the test's (BACKUP_KEY and DATABASE_URL unset unless given).
 */
export async function runBackupScript(
  script: "backup" | "restore",
  args: string[],
  env: Record<string, string>,
): Promise<ScriptResult> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, `scripts/${script}.ts`), ...args], {
    cwd: root,
    env: { ...process.env, BACKUP_KEY: "", DATABASE_URL: "", ...env },
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const status = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  return { status, output };
}

import { execFile } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { chown, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "./processes.js";

/**
 * A throw-away PostgreSQL (Debian's package) in a temporary folder on a free port. Its superuser
 * `postgres` needs no password, and it keeps nothing through a crash.
 */
export type TestPostgres = {
  /** The server's address without a database: `postgres://postgres@127.0.0.1:<port>`. */
  readonly url: string;
  stop(): Promise<void>;
};

const run = promisify(execFile);

/** A program of the newest PostgreSQL Debian installed (initdb and pg_ctl are not on the PATH there). */
function postgresProgram(name: string): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).filter((version) => /^\d+$/.test(version)) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (newest === undefined)
    throw new Error(`PostgreSQL is not installed (no ${root}/<version>/bin): run apt-get install -y postgresql.`);
  return path.join(root, newest, "bin", name);
}

/** initdb refuses to run as root, so as root the server runs as Debian's `postgres` user. */
async function serverUser(): Promise<{ prefix: string[]; uid?: number; gid?: number }> {
  if (process.getuid?.() !== 0) return { prefix: [] };
  const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
    run("id", ["-u", "postgres"]),
    run("id", ["-g", "postgres"]),
  ]);
  return { prefix: ["runuser", "-u", "postgres", "--"], uid: Number(uid), gid: Number(gid) };
}

export async function startPostgres(): Promise<TestPostgres> {
  const folder = await mkdtemp(path.join(os.tmpdir(), "bedsmade-postgres-"));
  const user = await serverUser();
  if (user.uid !== undefined && user.gid !== undefined) await chown(folder, user.uid, user.gid);
  const asServer = (program: string, args: string[]) => {
    const [command, ...rest] = [...user.prefix, postgresProgram(program), ...args];
    return run(command as string, rest, { cwd: folder });
  };
  const data = path.join(folder, "data");
  const port = await freePort();
  await asServer("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8"]);
  // Durability off: a test's database is thrown away, and the many CREATE DATABASEs go faster.
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  await asServer("pg_ctl", ["-D", data, "-l", path.join(folder, "server.log"), "-o", options, "-w", "start"]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}`,
    async stop() {
      await asServer("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]).catch(() => undefined);
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/** Runs one SQL statement on the database at `url`; resolves with its rows, one a line, tab-separated. */
export async function sql(url: string, statement: string): Promise<string> {
  const args = ["--no-psqlrc", "-v", "ON_ERROR_STOP=1", "-tA", "-F", "\t", "-d", url, "-c", statement];
  const { stdout } = await run(postgresProgram("psql"), args);
  return stdout.trim();
}

export const databaseUrl = (serverUrl: string, database: string): string => `${serverUrl}/${database}`;

/** Runs one SQL statement on the server itself (CREATE DATABASE and the like). */
export const serverSql = (serverUrl: string, statement: string): Promise<string> =>
  sql(databaseUrl(serverUrl, "postgres"), statement);

export async function databaseExists(serverUrl: string, database: string): Promise<boolean> {
  return (await serverSql(serverUrl, `SELECT 1 FROM pg_database WHERE datname = '${database}'`)) === "1";
}

import { existsSync, statSync } from "node:fs";
import { cp, mkdir, mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  BackupRefusal,
  cmsDir,
  dataFolders,
  encryptFile,
  filesUnder,
  packTar,
  runCli,
  runTool,
  sha256Of,
  type Manifest,
} from "./backup-archive.js";
import { archivePathOf, bucketOf, downloadBucket } from "./backup-bucket.js";

/**
 * `npm run backup [-- --out DIR]`: one archive of all the shop cannot make again, taken while the
 * services keep serving. What it holds: docs/OPERATIONS.md.
 */

type SqliteDatabase = { backup(destination: string): Promise<unknown>; close(): void };
type SqliteConstructor = new (file: string, options: { fileMustExist: boolean }) => SqliteDatabase;

/** The CMS's own better-sqlite3, compiled against this Node: the root does not depend on one. */
const Sqlite = createRequire(path.join(cmsDir, "package.json"))("better-sqlite3") as SqliteConstructor;

/** SQLite's online backup: a consistent copy, page by page, while other connections keep writing. */
async function snapshotSqlite(source: string, destination: string): Promise<void> {
  const database = new Sqlite(source, { fileMustExist: true });
  try {
    await database.backup(destination);
  } finally {
    database.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  const folders = dataFolders();
  const out = path.resolve(values.out ?? path.join(cmsDir, "../../.data/backups"));
  const bucket = bucketOf();
  if (!folders.databaseUrl && !existsSync(folders.cmsDatabase))
    throw new BackupRefusal(
      `There is no CMS database at ${folders.cmsDatabase}: set CONTENT_DATA_DIR to the CMS's data folder (or DATABASE_URL for PostgreSQL).`,
    );
  await mkdir(out, { recursive: true });
  const staging = await mkdtemp(path.join(out, ".staging-"));
  try {
    await mkdir(path.join(staging, "cms"));
    if (folders.databaseUrl) {
      runTool(
        "pg_dump",
        ["--format=custom", "--no-owner", "--file", path.join(staging, "cms/database.pgdump"), folders.databaseUrl],
        "The CMS's PostgreSQL database could not be dumped",
      );
    } else await snapshotSqlite(folders.cmsDatabase, path.join(staging, "cms/data.db"));
    // After the database: every picture its rows name was written before its row was.
    if (existsSync(folders.uploads)) await cp(folders.uploads, path.join(staging, "cms/uploads"), { recursive: true });
    const objects = bucket ? await downloadBucket(bucket, staging) : [];
    const shopDatabase = path.join(folders.shop, "shop.db");
    if (existsSync(shopDatabase)) {
      await mkdir(path.join(staging, "shop"));
      await snapshotSqlite(shopDatabase, path.join(staging, "shop/shop.db"));
    }

    const files = await Promise.all(
      filesUnder(staging).map(async (file) => {
        const full = path.join(staging, file);
        return { path: file, size: statSync(full).size, sha256: await sha256Of(full) };
      }),
    );
    const byPath = new Map(files.map((file) => [file.path, file]));
    const manifest: Manifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      cmsDatabase: folders.databaseUrl ? "postgresql" : "sqlite",
      files,
      ...(bucket && {
        bucket: {
          name: bucket.bucket,
          baseUrl: bucket.baseUrl,
          objects: objects.map(({ key, contentType }) => {
            const file = byPath.get(archivePathOf(key));
            if (!file) throw new BackupRefusal(`The media bucket's object ${key} could not be copied.`);
            return { key, size: file.size, sha256: file.sha256, ...(contentType ? { contentType } : {}) };
          }),
        },
      }),
    };
    await writeFile(path.join(staging, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);

    const name = `bedsmade-backup-${manifest.createdAt.replace(/[:.]/g, "-")}.tar.gz`;
    const packed = path.join(staging, "..", `${path.basename(staging)}.tar.gz`);
    packTar(staging, packed);
    const key = process.env.BACKUP_KEY;
    const archive = path.join(out, key ? `${name}.enc` : name);
    if (key) {
      await encryptFile(packed, `${packed}.enc`, key);
      await rename(`${packed}.enc`, archive);
      await rm(packed);
    } else await rename(packed, archive);

    const bytes = manifest.files.reduce((sum, file) => sum + file.size, 0);
    console.log(
      `Backed up ${manifest.files.length} files (${(bytes / 1e6).toFixed(1)} MB; CMS database on ${manifest.cmsDatabase}${bucket ? `; ${objects.length} of them from the media bucket ${bucket.bucket}` : ""}) into ${archive} (${(statSync(archive).size / 1e6).toFixed(1)} MB${key ? ", encrypted with BACKUP_KEY" : ", not encrypted: set BACKUP_KEY to encrypt"}).`,
    );
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(`${staging}.tar.gz`, { force: true });
    await rm(`${staging}.tar.gz.enc`, { force: true });
  }
}

runCli(main, "npm run backup [-- --out DIR]");

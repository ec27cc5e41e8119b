import { existsSync, lstatSync, readFileSync } from "node:fs";
import { cp, mkdir, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  BackupRefusal,
  dataFolders,
  decryptFile,
  filesUnder,
  isEncrypted,
  parseManifest,
  runCli,
  runTool,
  sha256Of,
  unpackTar,
  type Manifest,
} from "./backup-archive.js";
import { archivePathOf, bucketOf, refuseUnlessEmpty, uploadBucket, type MediaBucket } from "./backup-bucket.js";

/**
 * `npm run restore -- ARCHIVE [--force]`: checks every file against the manifest before writing
 * anything, and keeps data folders that hold something unless --force. Stop the services first
 * (docs/OPERATIONS.md).
 */

type Folders = ReturnType<typeof dataFolders>;
const USAGE = "npm run restore -- ARCHIVE [--force]";

/** A sentence for each data folder (or database) that already holds something. */
function occupied(folders: Folders, manifest?: Manifest): string[] {
  const found = [folders.cms, folders.shop].filter((folder) => filesUnder(folder).length > 0);
  if (manifest?.cmsDatabase === "postgresql" && folders.databaseUrl) {
    const tables = runTool(
      "psql",
      [
        "--no-psqlrc",
        "-tAc",
        "SELECT count(*) FROM pg_tables WHERE schemaname = current_schema()",
        folders.databaseUrl,
      ],
      "The CMS's PostgreSQL database could not be read",
    );
    if (Number(tables.trim()) > 0) found.push("the database DATABASE_URL names");
  }
  return found;
}

function refuseIfOccupied(folders: Folders, force: boolean, manifest?: Manifest): void {
  const found = occupied(folders, manifest);
  if (found.length > 0 && !force)
    throw new BackupRefusal(
      `${found.join(" and ")} ${found.length > 1 ? "are" : "is"} not empty, so nothing was restored: stop the services and run the restore again with --force to replace what is there.`,
    );
}

/** Checks every file of the unpacked archive against the manifest: same set, sizes and sha256. */
async function verify(unpacked: string, shownAs: string): Promise<Manifest> {
  const manifestFile = path.join(unpacked, "manifest.json");
  if (!existsSync(manifestFile))
    throw new BackupRefusal(`${shownAs} has no manifest.json: it is not a backup of this shop.`);
  const manifest = parseManifest(readFileSync(manifestFile, "utf8"), shownAs);
  const damaged = (file: string, why: string) =>
    new BackupRefusal(`${file} in ${shownAs} ${why}: the archive is damaged or was changed, so nothing was restored.`);
  const listed = new Set(manifest.files.map((file) => file.path));
  const extra = filesUnder(unpacked).find((file) => file !== "manifest.json" && !listed.has(file));
  if (extra) throw damaged(extra, "is not in the manifest");
  for (const file of manifest.files) {
    const full = path.join(unpacked, file.path);
    if (!full.startsWith(unpacked + path.sep) || !existsSync(full) || !lstatSync(full).isFile())
      throw damaged(file.path, "is missing");
    if (lstatSync(full).size !== file.size || (await sha256Of(full)) !== file.sha256)
      throw damaged(file.path, "does not match its checksum in the manifest");
  }
  const database = manifest.cmsDatabase === "sqlite" ? "cms/data.db" : "cms/database.pgdump";
  if (!listed.has(database)) throw damaged(database, "is missing");
  const checked = new Map(manifest.files.map((file) => [file.path, file.sha256]));
  for (const object of manifest.bucket?.objects ?? []) {
    const file = archivePathOf(object.key);
    if (checked.get(file) !== object.sha256) throw damaged(file, "does not match its checksum in the manifest");
  }
  return manifest;
}

/**
 * The bucket the archive's media go back into: the restoring environment's, empty, and serving the
 * addresses the restored database holds (docs/OPERATIONS.md, "Media in a bucket").
 */
async function targetBucket(manifest: Manifest): Promise<MediaBucket | undefined> {
  const archived = manifest.bucket;
  if (!archived) return undefined;
  const bucket = bucketOf();
  if (!bucket)
    throw new BackupRefusal(
      `This backup holds ${archived.objects.length} files of the media bucket ${archived.name}, so nothing was restored: set CMS_MEDIA_BUCKET and its settings to the new, empty bucket they go into.`,
    );
  await refuseUnlessEmpty(bucket);
  if (bucket.baseUrl !== archived.baseUrl)
    throw new BackupRefusal(
      `The restored pictures' addresses start with ${archived.baseUrl}, but the bucket ${bucket.bucket} is served at ${bucket.baseUrl}, so nothing was restored: set CMS_MEDIA_BASE_URL to ${archived.baseUrl} and serve the new bucket there.`,
    );
  return bucket;
}

/** Replaces a SQLite database with the archive's copy; its old write-ahead log must not outlive it. */
async function placeSqlite(from: string, to: string): Promise<void> {
  await Promise.all(["", "-wal", "-shm", "-journal"].map((suffix) => rm(`${to}${suffix}`, { force: true })));
  await mkdir(path.dirname(to), { recursive: true });
  await cp(from, to);
}

async function write(
  unpacked: string,
  manifest: Manifest,
  folders: Folders,
  force: boolean,
  bucket: MediaBucket | undefined,
): Promise<void> {
  if (manifest.cmsDatabase === "sqlite") await placeSqlite(path.join(unpacked, "cms/data.db"), folders.cmsDatabase);
  else {
    if (!folders.databaseUrl) throw new BackupRefusal("This backup's CMS database is PostgreSQL: set DATABASE_URL.");
    const clean = force ? ["--clean", "--if-exists"] : [];
    runTool(
      "pg_restore",
      ["--no-owner", ...clean, "--dbname", folders.databaseUrl, path.join(unpacked, "cms/database.pgdump")],
      "The CMS's PostgreSQL database could not be restored",
    );
  }
  await rm(folders.uploads, { recursive: true, force: true });
  await mkdir(folders.uploads, { recursive: true });
  const uploads = path.join(unpacked, "cms/uploads");
  if (existsSync(uploads)) await cp(uploads, folders.uploads, { recursive: true });
  const shop = path.join(unpacked, "shop/shop.db");
  if (existsSync(shop)) await placeSqlite(shop, path.join(folders.shop, "shop.db"));
  if (bucket && manifest.bucket) await uploadBucket(bucket, unpacked, manifest.bucket.objects);
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ options: { force: { type: "boolean" } }, allowPositionals: true });
  const [archive, ...more] = positionals;
  if (!archive || more.length > 0) throw new BackupRefusal(`Name one archive to restore: ${USAGE}.`);
  const source = path.resolve(archive);
  if (!existsSync(source)) throw new BackupRefusal(`There is no archive at ${source}.`);
  const folders = dataFolders();
  const force = values.force ?? false;
  refuseIfOccupied(folders, force);

  const scratch = await mkdtemp(path.join(os.tmpdir(), "bedsmade-restore-"));
  try {
    let packed = source;
    if (await isEncrypted(source)) {
      const key = process.env.BACKUP_KEY;
      if (!key) throw new BackupRefusal(`${archive} is encrypted: set BACKUP_KEY to the key it was made with.`);
      packed = path.join(scratch, "archive.tar.gz");
      await decryptFile(source, packed, key, archive);
    }
    const unpacked = path.join(scratch, "unpacked");
    await mkdir(unpacked);
    unpackTar(packed, unpacked, archive);
    const manifest = await verify(unpacked, archive);
    refuseIfOccupied(folders, force, manifest);
    const bucket = await targetBucket(manifest);
    await write(unpacked, manifest, folders, force, bucket);
    console.log(
      `Restored ${manifest.files.length} files from the backup of ${manifest.createdAt} into ${folders.cms}${manifest.cmsDatabase === "postgresql" ? " (its database into DATABASE_URL)" : ""}${manifest.files.some((file) => file.path.startsWith("shop/")) ? ` and ${folders.shop}` : ""}${bucket ? `, ${manifest.bucket?.objects.length} of them into the media bucket ${bucket.bucket}` : ""}. Start the services again.`,
    );
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

runCli(main, USAGE);

import { spawnSync } from "node:child_process";
import { createCipheriv, createDecipheriv, createHash, randomBytes, scryptSync } from "node:crypto";
import { createReadStream, createWriteStream, existsSync, lstatSync, readdirSync } from "node:fs";
import { open } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { fileURLToPath } from "node:url";
import { z } from "zod";

/** What `npm run backup` and `npm run restore` share, so an archive one writes the other can read. */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const cmsDir = path.join(root, "services/cms");
const shopDir = path.join(root, "services/shop");

/** A failure the operator can act on: printed as its sentence alone, never with a stack trace. */
export class BackupRefusal extends Error {}

/** Each service resolves a relative data folder from its own folder, where `npm start` runs it. */
const dataFolder = (configured: string | undefined, serviceDir: string) =>
  configured ? path.resolve(serviceDir, configured) : path.join(serviceDir, ".data");

export function dataFolders(env: NodeJS.ProcessEnv = process.env) {
  const cms = dataFolder(env.CONTENT_DATA_DIR || undefined, cmsDir);
  return {
    cms,
    cmsDatabase: path.join(cms, "data.db"),
    uploads: path.join(cms, "public/uploads"),
    shop: dataFolder(env.SHOP_DATA_DIR || undefined, shopDir),
    databaseUrl: env.DATABASE_URL || undefined,
  };
}

const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.string(),
  cmsDatabase: z.enum(["sqlite", "postgresql"]),
  files: z.array(z.object({ path: z.string(), size: z.number().int().nonnegative(), sha256: z.string() })),
  /** With CMS_MEDIA_BUCKET: its objects, each also a file of `files` at `bucket/<key>`. */
  bucket: z
    .object({
      name: z.string(),
      /** Where the database's picture addresses start: a restored bucket must be served there too. */
      baseUrl: z.string(),
      objects: z.array(
        z.object({
          key: z.string(),
          size: z.number().int().nonnegative(),
          sha256: z.string(),
          contentType: z.string().optional(),
        }),
      ),
    })
    .optional(),
});
export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestFile = Manifest["files"][number];

export function parseManifest(text: string, archive: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success)
    throw new BackupRefusal(`${archive} has no readable manifest.json: it is not a backup of this shop.`);
  return parsed.data;
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(createReadStream(file), hash);
  return hash.digest("hex");
}

/** Every regular file under `folder`, as paths relative to it with forward slashes. */
export function filesUnder(folder: string, prefix = ""): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return filesUnder(path.join(folder, entry.name), relative);
      return lstatSync(path.join(folder, entry.name)).isFile() ? [relative] : [];
    });
}

/** Runs a command that must succeed and returns its output; its error output becomes the refusal's sentence. */
export function runTool(command: string, args: string[], failure: string): string {
  const result = spawnSync(command, args, { encoding: "utf8" });
  if (result.error) throw new BackupRefusal(`${failure}: ${command} could not be run (${result.error.message}).`);
  // The first line names the cause; the rest is the tool's own epilogue.
  const cause = (result.stderr || result.stdout).trim().split("\n")[0];
  if (result.status !== 0) throw new BackupRefusal(`${failure}: ${cause}`);
  return result.stdout;
}

export const packTar = (folder: string, archive: string) =>
  runTool("tar", ["-czf", archive, "-C", folder, "."], `The archive ${archive} could not be written`);

export const unpackTar = (archive: string, folder: string, shownAs: string) =>
  runTool(
    "tar",
    ["-xzf", archive, "-C", folder, "--no-same-owner", "--no-same-permissions"],
    `${shownAs} is damaged and cannot be unpacked, so nothing was restored`,
  );

/** Marks an encrypted archive; the header that follows is the key's salt and the cipher's nonce. */
const MAGIC = Buffer.from("BEDSMADE-BACKUP-AES-256-GCM-1\n");
const SALT_BYTES = 16;
const IV_BYTES = 12;
const TAG_BYTES = 16;

const keyFrom = (secret: string, salt: Buffer) => scryptSync(secret, salt, 32);

/** Encrypts `plain` into `sealed`: magic, salt, nonce, the ciphertext, then GCM's tag. */
export async function encryptFile(plain: string, sealed: string, secret: string): Promise<void> {
  const salt = randomBytes(SALT_BYTES);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyFrom(secret, salt), iv);
  const out = createWriteStream(sealed);
  out.write(Buffer.concat([MAGIC, salt, iv]));
  await pipeline(createReadStream(plain), cipher, out, { end: false });
  await new Promise<void>((resolve, reject) => out.end(cipher.getAuthTag(), () => resolve()).once("error", reject));
}

export async function isEncrypted(file: string): Promise<boolean> {
  const handle = await open(file, "r");
  try {
    const start = Buffer.alloc(MAGIC.length);
    await handle.read(start, 0, MAGIC.length, 0);
    return start.equals(MAGIC);
  } finally {
    await handle.close();
  }
}

/** Decrypts into `plain`, which is only trusted once this resolves: GCM checks the tag at the end. */
export async function decryptFile(sealed: string, plain: string, secret: string, shownAs: string): Promise<void> {
  const wrong = `${shownAs} could not be decrypted with this BACKUP_KEY: the key is not the one it was made with, or the archive was changed since. Nothing was restored.`;
  const handle = await open(sealed, "r");
  const { size } = await handle.stat();
  const header = Buffer.alloc(SALT_BYTES + IV_BYTES);
  const tag = Buffer.alloc(TAG_BYTES);
  await handle.read(header, 0, header.length, MAGIC.length);
  await handle.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
  await handle.close();
  const bodyStart = MAGIC.length + header.length;
  if (size < bodyStart + TAG_BYTES) throw new BackupRefusal(wrong);
  const decipher = createDecipheriv(
    "aes-256-gcm",
    keyFrom(secret, header.subarray(0, SALT_BYTES)),
    header.subarray(SALT_BYTES),
  );
  decipher.setAuthTag(tag);
  const body = createReadStream(sealed, { start: bodyStart, end: size - TAG_BYTES - 1 });
  try {
    await pipeline(body, decipher, createWriteStream(plain));
  } catch {
    throw new BackupRefusal(wrong);
  }
}

/** Runs a command-line entry: any failure prints its sentence, never a stack trace, and exits 1. */
export function runCli(main: () => Promise<void>, usage: string): void {
  main().catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    // node:util's parseArgs names the unknown option; the usage says what is known.
    const unknownOption = (error as { code?: string }).code === "ERR_PARSE_ARGS_UNKNOWN_OPTION";
    console.error(unknownOption ? `${message}. Usage: ${usage}` : message);
    process.exit(1);
  });
}

import { createWriteStream } from "node:fs";
import { mkdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { BackupRefusal, cmsDir } from "./backup-archive.js";

/** The media bucket's side of `npm run backup` and `npm run restore`: its objects, listed, fetched and put back. */

/** What the CMS's own reading of CMS_MEDIA_* gives (services/cms/src/media/media-bucket.ts). */
export type MediaBucket = {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  baseUrl: string;
  acl: string | undefined;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
};

const requireFromCms = createRequire(path.join(cmsDir, "package.json"));
// Required, not imported: the CMS is CommonJS, type-checked apart from the root.
const { mediaBucket } = requireFromCms("./src/media/media-bucket.ts") as {
  mediaBucket(env: NodeJS.ProcessEnv): MediaBucket | undefined;
};

type Command = { readonly input: object };
type S3Client = { send(command: Command): Promise<Record<string, unknown>>; destroy(): void };
type CommandClass = new (input: object) => Command;
type S3Sdk = {
  S3Client: new (config: object) => S3Client;
  ListObjectsV2Command: CommandClass;
  GetObjectCommand: CommandClass;
  PutObjectCommand: CommandClass;
};

/** The AWS SDK the CMS's S3 upload provider brings: the root does not depend on one. */
const s3Sdk = requireFromCms("@aws-sdk/client-s3") as S3Sdk;

/** An object as the listing gives it; the archive holds its bytes at `bucket/<key>`. */
type BucketObject = { key: string; size: number };

/** The bucket the environment names, as the CMS reads it; a malformed setting is refused in its own sentence. */
export function bucketOf(env: NodeJS.ProcessEnv = process.env): MediaBucket | undefined {
  try {
    return mediaBucket(env);
  } catch (error) {
    throw new BackupRefusal(`The media bucket's settings are wrong: ${(error as Error).message}.`);
  }
}

function bucketClient(bucket: MediaBucket): S3Client {
  // The SDK warns on every run that its releases after January 2027 need Node 22; the CMS's lockfile pins this one.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
  return new s3Sdk.S3Client({
    region: bucket.region,
    ...(bucket.endpoint ? { endpoint: bucket.endpoint, forcePathStyle: true } : {}),
    ...(bucket.credentials ? { credentials: bucket.credentials } : {}),
    // S3-compatible stores (MinIO, s3rver, …) do not all take the SDK's newer checksum headers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

/** The archive's path for a key, or a refusal for a key no file can be named after. */
export function archivePathOf(key: string): string {
  const parts = key.split("/");
  if (key.includes("\\") || parts.some((part) => part === "" || part === "." || part === ".."))
    throw new BackupRefusal(`The media bucket holds an object named "${key}", which cannot be kept as a file.`);
  return `bucket/${key}`;
}

/** Runs `work` on each item, `width` at a time. */
async function eachAtOnce<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
}

const describeError = (error: unknown) => {
  const { name, message, code } = error as { name?: string; message?: string; code?: string };
  return message || code || name || String(error);
};

/** Every object of the bucket, or with `firstPageOnly` those of one page (up to 1,000). */
async function listAll(client: S3Client, bucket: string, firstPageOnly = false): Promise<BucketObject[]> {
  const objects: BucketObject[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new s3Sdk.ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    for (const item of (page.Contents ?? []) as { Key?: string; Size?: number }[]) {
      // A zero-byte key ending in "/" is a folder marker some consoles make, not a file.
      if (item.Key && !(item.Key.endsWith("/") && !item.Size)) objects.push({ key: item.Key, size: item.Size ?? 0 });
    }
    token = page.IsTruncated && !firstPageOnly ? (page.NextContinuationToken as string) : undefined;
  } while (token);
  return objects;
}

const unreachable = (bucket: MediaBucket, error: unknown, done: "backed up" | "restored") =>
  new BackupRefusal(
    `The media bucket ${bucket.bucket}${bucket.endpoint ? ` at ${bucket.endpoint}` : ""} could not be read (${describeError(error)}), so nothing was ${done}: check CMS_MEDIA_BUCKET, CMS_MEDIA_ENDPOINT and the bucket's credentials.`,
  );

/** Copies every object of the bucket into `folder/bucket/…`, returning each with its content type. */
export async function downloadBucket(
  bucket: MediaBucket,
  folder: string,
): Promise<(BucketObject & { contentType: string | undefined })[]> {
  const client = bucketClient(bucket);
  try {
    let objects: BucketObject[];
    try {
      objects = await listAll(client, bucket.bucket);
    } catch (error) {
      throw unreachable(bucket, error, "backed up");
    }
    const fetched: (BucketObject & { contentType: string | undefined })[] = [];
    await eachAtOnce(objects, 8, async (object) => {
      const file = path.join(folder, archivePathOf(object.key));
      await mkdir(path.dirname(file), { recursive: true });
      const answer = await client.send(new s3Sdk.GetObjectCommand({ Bucket: bucket.bucket, Key: object.key }));
      await pipeline(answer.Body as Readable, createWriteStream(file));
      fetched.push({ ...object, contentType: answer.ContentType as string | undefined });
    });
    return fetched.sort((a, b) => a.key.localeCompare(b.key));
  } finally {
    client.destroy();
  }
}

/** Refuses, before anything is written, a bucket that cannot be read or already holds an object. */
export async function refuseUnlessEmpty(bucket: MediaBucket): Promise<void> {
  const client = bucketClient(bucket);
  try {
    let first: BucketObject[];
    try {
      // Not MaxKeys=1: s3rver answers a truncated listing with an internal error.
      first = await listAll(client, bucket.bucket, true);
    } catch (error) {
      throw unreachable(bucket, error, "restored");
    }
    if (first.length > 0)
      throw new BackupRefusal(
        `The media bucket ${bucket.bucket} is not empty, so nothing was restored: name a new, empty bucket in CMS_MEDIA_BUCKET (or empty this one).`,
      );
  } finally {
    client.destroy();
  }
}

/** Puts each archived object back under its key, with its content type and the ACL the CMS would give it. */
export async function uploadBucket(
  bucket: MediaBucket,
  folder: string,
  objects: { key: string; contentType?: string | undefined }[],
): Promise<void> {
  const client = bucketClient(bucket);
  try {
    await eachAtOnce(objects, 8, async (object) => {
      await client.send(
        new s3Sdk.PutObjectCommand({
          Bucket: bucket.bucket,
          Key: object.key,
          Body: await readFile(path.join(folder, archivePathOf(object.key))),
          ...(object.contentType ? { ContentType: object.contentType } : {}),
          ...(bucket.acl ? { ACL: bucket.acl } : {}),
        }),
      );
    });
  } finally {
    client.destroy();
  }
}

import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestCms, type TestCms } from "../services/cms/test/support/cms.js";
import { cmsDatabaseUrl, cmsDir } from "../test-support/cms.js";
import { request, signIn, type Json } from "../test-support/cms-admin.js";
import { runBackupScript } from "../test-support/backup-cli.js";
import { serverSql } from "../test-support/postgres.js";
import { stopAll } from "../test-support/processes.js";
import { startS3, type TestS3 } from "../test-support/s3.js";

/**
 * A CMS that keeps its media in a bucket (s3rver here) is backed up with the bucket's files, and a
 * restore into the emptied bucket serves every picture again at the same address.
 */

/** A 1×1 red PNG: the picture the owner uploads. */
const PICTURE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);

let s3: TestS3;
let cms: TestCms;
let scratch: string;
let bucketEnv: Record<string, string>;
let archive: string;
let manifest: Json;
let picture: { url: string; key: string; sha256: string };
let hero: { url: string; sha256: string };
let objectsBefore: string[];
let objectsAfter: string[];
let libraryBefore: string[];
let backedUp: { status: number | null; output: string };
let restored: { status: number | null; output: string };
let served: {
  picture: { status: number; sha256: string };
  hero: { status: number; sha256: string };
  library: string[];
};
let refusals: { notEmpty: string; unreachable: string; noBucket: string; movedBase?: string };

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

async function bytesAt(url: string): Promise<{ status: number; sha256: string }> {
  const answer = await fetch(url);
  return { status: answer.status, sha256: sha256(Buffer.from(await answer.arrayBuffer())) };
}

const run = (script: "backup" | "restore", args: string[], env: Record<string, string>) =>
  runBackupScript(script, args, {
    SHOP_DATA_DIR: path.join(scratch, "no-shop"),
    DATABASE_URL: cmsDatabaseUrl(cms.dataDir) ?? "",
    ...env,
  });

type Command = { readonly input: object };
type S3Sdk = {
  S3Client: new (config: object) => { send(command: Command): Promise<Json>; destroy(): void };
  ListObjectsV2Command: new (input: object) => Command;
  DeleteObjectCommand: new (input: object) => Command;
};
/** The CMS's own AWS SDK, as the scripts use it. */
const s3Sdk = createRequire(path.join(cmsDir, "package.json"))("@aws-sdk/client-s3") as S3Sdk;

// As the scripts do: the SDK's warning that its 2027 releases need Node 22 is not this test's output.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
const testBucketClient = () =>
  new s3Sdk.S3Client({
    region: "us-east-1",
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: s3.credentials,
  });

async function bucketKeys(): Promise<string[]> {
  const client = testBucketClient();
  try {
    const listed = await client.send(new s3Sdk.ListObjectsV2Command({ Bucket: s3.bucket }));
    return (listed.Contents ?? []).map((item: Json) => item.Key).sort();
  } finally {
    client.destroy();
  }
}

async function emptyBucket(): Promise<void> {
  const client = testBucketClient();
  try {
    for (const key of await bucketKeys())
      await client.send(new s3Sdk.DeleteObjectCommand({ Bucket: s3.bucket, Key: key }));
  } finally {
    client.destroy();
  }
}

/** The media library's files as the admin lists them: each name with its address. */
async function library(token: string): Promise<string[]> {
  const page = await request(`${cms.url}/upload/files?page=1&pageSize=500`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return page.body.results.map((file: Json) => `${file.name} ${file.url}`).sort();
}

/** Empties the CMS's PostgreSQL database, as a new server would have it; on SQLite the folder held it. */
async function wipeDatabase(): Promise<void> {
  const url = cmsDatabaseUrl(cms.dataDir);
  if (!url) return;
  const name = new URL(url).pathname.slice(1);
  const server = url.slice(0, url.lastIndexOf("/"));
  await serverSql(server, `DROP DATABASE ${name} WITH (FORCE)`);
  await serverSql(server, `CREATE DATABASE ${name}`);
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), "bedsmade-backup-bucket-test-"));
  s3 = await startS3();
  bucketEnv = {
    CMS_MEDIA_BUCKET: s3.bucket,
    CMS_MEDIA_REGION: "us-east-1",
    CMS_MEDIA_ENDPOINT: s3.endpoint,
    CMS_MEDIA_BASE_URL: s3.bucketUrl,
    CMS_MEDIA_ACCESS_KEY_ID: s3.credentials.accessKeyId,
    CMS_MEDIA_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
  };
  // Unseeded: the first start imports the seed's pictures into the bucket.
  cms = await startTestCms(null, { unseeded: true, env: bucketEnv });
  let admin = await signIn(cms.url);

  const form = new FormData();
  form.append("files", new Blob([new Uint8Array(PICTURE)], { type: "image/png" }), "kept-in-the-bucket.png");
  const uploaded = await request(`${cms.url}/upload`, {
    method: "POST",
    headers: { Authorization: `Bearer ${admin.token}` },
    body: form,
  });
  if (uploaded.status !== 201) throw new Error(`The upload answered ${uploaded.status}`);
  const file = uploaded.body[0];
  picture = { url: file.url, key: `${file.hash}/${file.hash}${file.ext}`, sha256: "" };
  picture.sha256 = (await bytesAt(picture.url)).sha256;
  libraryBefore = await library(admin.token);
  const heroUrl = libraryBefore
    .find((entry) => entry.startsWith("home-hero"))
    ?.split(" ")
    .at(-1);
  if (!heroUrl) throw new Error("The seed's home-hero picture is not in the media library");
  hero = { url: heroUrl, sha256: (await bytesAt(heroUrl)).sha256 };
  objectsBefore = await bucketKeys();

  backedUp = await run("backup", ["--out", path.join(scratch, "archives")], {
    CONTENT_DATA_DIR: cms.dataDir,
    ...bucketEnv,
  });
  if (backedUp.status !== 0) throw new Error(backedUp.output);
  archive = path.join(scratch, "archives", readdirSync(path.join(scratch, "archives"))[0] ?? "missing");
  const unpacked = path.join(scratch, "unpacked");
  mkdirSync(unpacked);
  spawnSync("tar", ["-xzf", archive, "-C", unpacked]);
  manifest = JSON.parse(readFileSync(path.join(unpacked, "manifest.json"), "utf8"));

  // Refused before the bucket is emptied, and with no bucket named, into folders that stay empty.
  const emptyFolder = { CONTENT_DATA_DIR: path.join(scratch, "refused-cms"), DATABASE_URL: "" };
  const refused = async (env: Record<string, string>) =>
    (await run("restore", [archive], { ...emptyFolder, ...env })).output;
  refusals = {
    notEmpty: await refused(bucketEnv),
    unreachable: await refused({ ...bucketEnv, CMS_MEDIA_ENDPOINT: "http://127.0.0.1:9" }),
    noBucket: await refused({}),
  };

  await cms.process.stop(10_000);
  await rm(cms.dataDir, { recursive: true, force: true });
  await wipeDatabase();
  await emptyBucket();
  refusals.movedBase = await refused({ ...bucketEnv, CMS_MEDIA_BASE_URL: "https://media.example.com" });
  restored = await run("restore", [archive], { CONTENT_DATA_DIR: cms.dataDir, ...bucketEnv });
  if (restored.status !== 0) throw new Error(`The restore failed:\n${restored.output}`);

  await cms.restart(bucketEnv);
  admin = await signIn(cms.url);
  served = { picture: await bytesAt(picture.url), hero: await bytesAt(hero.url), library: await library(admin.token) };
  objectsAfter = await bucketKeys();
}, 400_000);

afterAll(async () => {
  await cms?.stop();
  await s3?.stop();
  await stopAll();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe("npm run backup, with the media in a bucket", () => {
  it("lists every object of the bucket in the manifest, with its size and checksum", () => {
    const objects = new Map(manifest.bucket.objects.map((object: Json) => [object.key, object]));
    expect(manifest.bucket).toMatchObject({ name: s3.bucket, baseUrl: s3.bucketUrl });
    expect([...objects.keys()].sort()).toEqual(objectsBefore);
    expect(objects.get(picture.key)).toMatchObject({ sha256: picture.sha256, contentType: "image/png" });
    const files = new Map(manifest.files.map((file: Json) => [file.path, file]));
    expect(files.get(`bucket/${picture.key}`)).toMatchObject({ sha256: picture.sha256 });
    expect(backedUp.output).toContain(`${objectsBefore.length} of them from the media bucket ${s3.bucket}`);
  });
});

describe("npm run restore, with the media in a bucket", () => {
  it("refuses, in one sentence, a bucket that is not empty, one it cannot reach, one served elsewhere, and none", () => {
    expect(refusals.notEmpty).toMatch(/^The media bucket bedsmade-media is not empty, so nothing was restored: /);
    expect(refusals.unreachable).toMatch(/could not be read \(.+\), so nothing was restored: check CMS_MEDIA_BUCKET/);
    expect(refusals.noBucket).toMatch(
      /files of the media bucket bedsmade-media, so nothing was restored: set CMS_MEDIA_BUCKET/,
    );
    expect(refusals.movedBase).toContain(
      `The restored pictures' addresses start with ${s3.bucketUrl}, but the bucket ${s3.bucket} is served at https://media.example.com, so nothing was restored`,
    );
    for (const output of Object.values(refusals)) expect(output.trim().split("\n")).toHaveLength(1);
    expect(readdirSync(scratch)).not.toContain("refused-cms");
  });

  it("puts every object back into the emptied bucket", () => {
    expect(objectsAfter).toEqual(objectsBefore);
    expect(restored.output).toContain(`${objectsBefore.length} of them into the media bucket ${s3.bucket}`);
  });

  it("serves the uploaded picture and the seed's pictures again at the same addresses, byte for byte", () => {
    expect(served.picture).toEqual({ status: 200, sha256: picture.sha256 });
    expect(served.hero).toEqual({ status: 200, sha256: hero.sha256 });
    expect(served.library).toEqual(libraryBefore);
    expect(libraryBefore.length).toBeGreaterThanOrEqual(70);
  });
});

import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { cmsDir } from "./cms.js";
import { freePort, spawnProcess, waitForHttp } from "./processes.js";

/**
 * A throw-away S3-compatible store (s3rver) with one bucket. It takes s3rver's own credentials,
 * S3RVER / S3RVER, and serves objects to anyone.
 */
export type TestS3 = {
  /** The store's address, what an S3 client is given as its endpoint. */
  readonly endpoint: string;
  readonly bucket: string;
  /** Where the bucket's objects are read from, path-style: `<endpoint>/<bucket>`. */
  readonly bucketUrl: string;
  readonly credentials: { accessKeyId: string; secretAccessKey: string };
  stop(): Promise<void>;
};

export async function startS3(bucket = "bedsmade-media"): Promise<TestS3> {
  const port = await freePort();
  const directory = await mkdtemp(path.join(os.tmpdir(), "bedsmade-s3-"));
  const bin = path.join(cmsDir, "node_modules/s3rver/bin/s3rver.js");
  const server = spawnProcess(
    process.execPath,
    [bin, "-d", directory, "-a", "127.0.0.1", "-p", String(port), "--silent", "--configure-bucket", bucket],
    { cwd: directory, env: process.env },
  );
  const endpoint = `http://127.0.0.1:${port}`;
  try {
    // The bucket answers 200 once s3rver has made it; before that the port refuses or answers NoSuchBucket.
    await waitForHttp(`${endpoint}/${bucket}`, 15_000);
  } catch (error) {
    await server.stop();
    await rm(directory, { recursive: true, force: true });
    throw new Error(`s3rver did not start: ${server.output()}`, { cause: error });
  }
  return {
    endpoint,
    bucket,
    bucketUrl: `${endpoint}/${bucket}`,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    async stop() {
      await server.stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

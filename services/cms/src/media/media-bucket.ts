import { z } from "zod";

/**
 * With CMS_MEDIA_BUCKET, media go to an S3-compatible bucket, so a second instance or a redeploy still
 * has every picture; without it, to the data folder's public/uploads.
 */

type Env = Record<string, string | undefined>;

const address = (name: string) =>
  z.url({ protocol: /^https?$/, error: `${name} must be an http(s) address, such as https://media.example.com` });

const bucketEnvironment = z.object({
  CMS_MEDIA_BUCKET: z.string().optional(),
  CMS_MEDIA_REGION: z.string().optional(),
  CMS_MEDIA_ENDPOINT: address("CMS_MEDIA_ENDPOINT").optional(),
  CMS_MEDIA_BASE_URL: address("CMS_MEDIA_BASE_URL").optional(),
  CMS_MEDIA_ACL: z.string().optional(),
  CMS_MEDIA_ACCESS_KEY_ID: z.string().optional(),
  CMS_MEDIA_SECRET_ACCESS_KEY: z.string().optional(),
  AWS_REGION: z.string().optional(),
});

export type MediaBucket = {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  /** The public base of the files' addresses: a CDN, or the bucket itself. */
  baseUrl: string;
  /** A canned ACL for each file, or none for buckets that refuse ACLs (the default on new AWS buckets). */
  acl: string | undefined;
  /** Unset: the AWS SDK's own chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
};

const withoutSlash = (url: string) => url.replace(/\/+$/, "");

/** The bucket the environment names, or undefined for the local uploads folder; a malformed address throws a plain sentence. */
export function mediaBucket(env: Env = process.env): MediaBucket | undefined {
  // An empty variable is an unset one, as a .env file or a compose file writes it.
  const given = Object.fromEntries(
    Object.keys(bucketEnvironment.shape).map((name) => [name, env[name]?.trim() || undefined]),
  );
  const parsed = bucketEnvironment.safeParse(given);
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join("; "));
  const settings = parsed.data;
  if (!settings.CMS_MEDIA_BUCKET) return undefined;
  const region = settings.CMS_MEDIA_REGION ?? settings.AWS_REGION ?? "us-east-1";
  const endpoint = settings.CMS_MEDIA_ENDPOINT && withoutSlash(settings.CMS_MEDIA_ENDPOINT);
  const bucketBase = endpoint
    ? `${endpoint}/${settings.CMS_MEDIA_BUCKET}`
    : `https://${settings.CMS_MEDIA_BUCKET}.s3.${region}.amazonaws.com`;
  const { CMS_MEDIA_ACCESS_KEY_ID: accessKeyId, CMS_MEDIA_SECRET_ACCESS_KEY: secretAccessKey } = settings;
  return {
    bucket: settings.CMS_MEDIA_BUCKET,
    region,
    endpoint,
    baseUrl: withoutSlash(settings.CMS_MEDIA_BASE_URL ?? bucketBase),
    acl: settings.CMS_MEDIA_ACL === "none" ? undefined : (settings.CMS_MEDIA_ACL ?? "public-read"),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

/** The upload plugin's settings for the bucket: Strapi's S3 provider, path-style addresses on an S3-compatible service. */
export function bucketUploadSettings(bucket: MediaBucket) {
  return {
    provider: "aws-s3",
    providerOptions: {
      baseUrl: bucket.baseUrl,
      s3Options: {
        region: bucket.region,
        ...(bucket.endpoint ? { endpoint: bucket.endpoint, forcePathStyle: true } : {}),
        ...(bucket.credentials ? { credentials: bucket.credentials } : {}),
        // The provider adds public-read unless ACL is present: an ACL set to undefined sends none.
        params: { Bucket: bucket.bucket, ACL: bucket.acl },
      },
    },
  };
}

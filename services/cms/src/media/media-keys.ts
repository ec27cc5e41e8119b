import type { Core } from "@strapi/strapi";

/**
 * Bucket keys `{hash}/{hash}{ext}`, as the owner's CMS has them: Strapi's S3 provider keys by
 * `{path}/{hash}{ext}` with no setting for the path, so each call (each format too) gets its own hash.
 */
export function keyBucketFilesByHash(strapi: Core.Strapi): void {
  if (strapi.config.get<{ provider: string }>("plugin::upload").provider !== "aws-s3") return;
  const provider = strapi.plugin("upload").provider as Record<string, unknown>;
  for (const [name, method] of Object.entries(provider)) {
    if (typeof method !== "function") continue;
    provider[name] = (...args: unknown[]) => {
      for (const arg of args) {
        if (arg && typeof arg === "object" && "hash" in arg && typeof arg.hash === "string")
          Object.assign(arg, { path: arg.hash });
      }
      return method.apply(provider, args);
    };
  }
}

import type { Core } from "@strapi/strapi";

/**
 * Files in the bucket at `{hash}/{hash}{ext}`, as the owner's CMS addresses them. Strapi's S3 provider
 * keys a file `{path}/{hash}{ext}` and no setting names the path, so every provider call gets the
 * file's own hash as its path (thumbnails and other formats each their own).
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

import { z } from "zod";

/**
 * The site's public address for canonical links, Open Graph URLs, JSON-LD and the sitemap.
 * PUBLIC_URL names it in production; without it the request's own origin is used, which is right
 * locally but trusts the Host header, so a deployment behind a CDN should set PUBLIC_URL.
 */
const publicUrl = z
  .url({ protocol: /^https?$/ })
  .optional()
  .safeParse(process.env.PUBLIC_URL?.trim() || undefined);

if (!publicUrl.success) {
  console.error(`[seo] PUBLIC_URL is not an http(s) URL (${process.env.PUBLIC_URL}); using each request's origin.`);
}

const configuredOrigin = publicUrl.success && publicUrl.data ? new URL(publicUrl.data).origin : null;

export function siteOrigin(request: Request): string {
  return configuredOrigin ?? new URL(request.url).origin;
}

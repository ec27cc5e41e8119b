import { config } from "../config.server";

/**
 * The site's public address (PUBLIC_URL, which production requires), so a forged Host never reaches
 * a page a CDN stores for everyone. Only in development does the request's origin stand in.
 */
export function siteOrigin(request: Request): string {
  return config.publicOrigin ?? new URL(request.url).origin;
}

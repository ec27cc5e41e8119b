import { config } from "../config.server";

/**
 * The site's public address for canonical links, Open Graph URLs, JSON-LD, robots.txt and the sitemap:
 * PUBLIC_URL, which production requires (config.server.ts), so a forged Host header never reaches a page
 * a CDN would store for everyone. Only in development does the request's own origin stand in.
 */
export function siteOrigin(request: Request): string {
  return config.publicOrigin ?? new URL(request.url).origin;
}

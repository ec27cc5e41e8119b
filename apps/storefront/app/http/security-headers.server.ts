import { createHash } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import type { Config } from "../config.server.js";
import { isAppScript } from "./app-scripts.server.js";

/**
 * The security headers and Content Security Policy, as pure functions of the configuration. Scripts
 * are allowed by hash, not nonce, so a cached page's header always matches its body
 * (docs/security.md, "Scripts allowed by hash").
 */

export const CSP_HEADER = "Content-Security-Policy";

export type SecurityOptions = {
  production: boolean;
  /** Origins of the images shown beside the storefront's own picture route: the shop's product images. */
  imageOrigins: string[];
  /** Origins of the CMS's media files a page plays (video and its captions); its pictures come through the picture route. */
  mediaOrigins: string[];
  /** Where a form may lead: the no-JavaScript checkout posts to us and we answer 303 to the shop. */
  checkoutOrigins: string[];
};

/** Shopify serves product images from its CDN, not from the store's API host. */
const SHOPIFY_API_HOST = /\.myshopify\.com$/;
const SHOPIFY_IMAGE_ORIGIN = "https://cdn.shopify.com";

export function securityOptions(config: Pick<Config, "content" | "shop">, production: boolean): SecurityOptions {
  const shop = new URL(config.shop.apiUrl);
  const shopImages = SHOPIFY_API_HOST.test(shop.hostname) ? [shop.origin, SHOPIFY_IMAGE_ORIGIN] : [shop.origin];
  return {
    production,
    imageOrigins: unique(shopImages),
    mediaOrigins: unique([new URL(config.content.apiUrl).origin, ...config.content.mediaOrigins]),
    // SHOP_CHECKOUT_HOSTS are host names: the checkout is only ever reached over https there.
    checkoutOrigins: unique([shop.origin, ...config.shop.checkoutHosts.map((host) => `https://${host}`)]),
  };
}

/** Powerful features the shop never uses, denied to the page and anything it embeds. */
const DENIED_FEATURES = [
  "accelerometer",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "serial",
  "usb",
];

/** Headers for every response, whatever its type. */
export function securityHeaders(options: SecurityOptions): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": DENIED_FEATURES.map((feature) => `${feature}=()`).join(", "),
    // Only in production: a development stack on http://localhost must not pin browsers to https.
    ...(options.production ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" } : {}),
  };
}

/**
 * The policy for responses that are not our HTML documents (JSON, static files, redirects, plain
 * error texts): nothing may load or run if one is ever opened as a page.
 */
export function basePolicy(): string {
  return serialise({
    "default-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'none'"],
    "frame-ancestors": ["'none'"],
  });
}

/**
 * The policy for a rendered document whose inline scripts have the given hashes. No site may frame
 * it, unless `frameAncestors` names some: an editor's preview, which the CMS's admin shows in a frame.
 */
export function documentPolicy(
  options: SecurityOptions,
  scriptHashes: string[],
  frameAncestors: string[] = [],
): string {
  return serialise({
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes],
    // React renders style attributes (image aspect ratios, surface colours), and development's Vite
    // injects <style> elements; a style cannot run code, so allowing inline styles costs little.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", ...options.imageOrigins],
    "media-src": ["'self'", ...options.mediaOrigins],
    "font-src": ["'self'"],
    // Development's hot reload talks over a WebSocket on the same port.
    "connect-src": options.production ? ["'self'"] : ["'self'", "ws:"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'", ...options.checkoutOrigins],
    "frame-ancestors": frameAncestors.length > 0 ? unique(frameAncestors) : ["'none'"],
  });
}

/** Whether a policy lets some page frame the response (a preview inside the CMS's admin). */
export function policyAllowsFraming(policy: string): boolean {
  const sources = /(?:^|;)\s*frame-ancestors\s+([^;]*)/i.exec(policy)?.[1]?.trim();
  return sources !== undefined && sources !== "" && sources !== "'none'";
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const SRC_ATTRIBUTE = /\ssrc\s*=/i;
/** A JSON data block (the pages' JSON-LD) is never run, so script-src has nothing to say about it. */
const DATA_BLOCK_TYPE = /\stype\s*=\s*["']?application\/([\w.+-]+\+)?json["'\s]/i;

/**
 * The CSP hash of every inline script the app itself writes (app-scripts.server.ts), so an injected
 * one does not run. React escapes `</script` in script text, so the first closing tag ends each one.
 */
export function inlineScriptHashes(html: string, ownScripts: readonly string[]): string[] {
  const hashes: string[] = [];
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (SRC_ATTRIBUTE.test(` ${attributes}`) || DATA_BLOCK_TYPE.test(` ${attributes} `)) continue;
    if (!isAppScript(body, ownScripts)) {
      warnOfUnknownScript(body);
      continue;
    }
    hashes.push(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return unique(hashes);
}

/** Each unknown script is logged once, by its opening words; a flood of different ones stops at a hundred. */
const unknownScripts = new Set<string>();

function warnOfUnknownScript(body: string): void {
  const opening = body.trim().replace(/\s+/g, " ").slice(0, 80);
  if (unknownScripts.has(opening) || unknownScripts.size >= 100) return;
  unknownScripts.add(opening);
  console.warn(
    `[csp] an inline script the app does not write is left out of the page's policy, so it will not run: ${JSON.stringify(opening)}`,
  );
}

function serialise(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/**
 * The common headers on every response, and the base policy on any that reaches writeHead without
 * its own; a preview that may be framed drops X-Frame-Options (docs/security.md, "The base policy and framing").
 */
export function securityHeadersMiddleware(options: SecurityOptions): RequestHandler {
  const headers = securityHeaders(options);
  const fallbackPolicy = basePolicy();
  return (_request, response, next) => {
    response.set(headers);
    const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
    response.writeHead = ((...args: unknown[]) => {
      if (!response.hasHeader(CSP_HEADER)) response.setHeader(CSP_HEADER, fallbackPolicy);
      if (policyAllowsFraming(String(response.getHeader(CSP_HEADER)))) response.removeHeader("X-Frame-Options");
      return writeHead(...args);
    }) as typeof response.writeHead;
    next();
  };
}

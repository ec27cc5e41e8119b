import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  basePolicy,
  documentPolicy,
  inlineScriptHashes,
  securityHeaders,
  securityOptions,
} from "../app/http/security-headers.server";

const localConfig = {
  content: { apiUrl: "http://localhost:1337", token: undefined, mediaOrigins: [] },
  shop: { apiUrl: "http://localhost:4000/api/2026-04/graphql.json", storefrontToken: undefined, checkoutHosts: [] },
};

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

function sha256(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

describe("inlineScriptHashes", () => {
  it("hashes the exact bytes of each inline script and skips scripts loaded by src", () => {
    const first = 'window.__reactRouterContext = {"url":"/"};';
    const second = 'import "/assets/entry.client-abc.js"; console.log("café ☕");';
    const html = `<html><head><script src="/assets/a.js"></script><script async="" src='/b.js'></script></head>
      <body><script>${first}</script><script type="module">${second}</script><div data-src="x"></div></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(first), sha256(second)]);
  });

  it("leaves out JSON data blocks, which a browser never runs, and keeps every script it does run", () => {
    const jsonLd = '{"@context":"https://schema.org","@type":"Organization"}';
    const html = `<script type="application/ld+json">${jsonLd}</script><script type='application/json'>{}</script>
      <script type="module">start()</script><script type="text/javascript">go()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha256("start()"), sha256("go()")]);
  });

  it("lists a repeated script once and finds none in a document without scripts", () => {
    expect(inlineScriptHashes("<script>a()</script><p>x</p><script>a()</script>")).toEqual([sha256("a()")]);
    expect(inlineScriptHashes("<html><body><p>No scripts</p></body></html>")).toEqual([]);
  });

  it("does not let an escaped closing tag inside a script end it early", () => {
    const body = 'var s = "<\\/script><script>evil()";';
    expect(inlineScriptHashes(`<script>${body}</script>`)).toEqual([sha256(body)]);
  });
});

describe("documentPolicy", () => {
  const options = securityOptions(localConfig, true);

  it("allows scripts only from our origin and by hash, never inline or eval", () => {
    const policy = directives(documentPolicy(options, ["'sha256-abc='", "'sha256-def='"]));
    expect(policy.get("script-src")).toEqual(["'self'", "'sha256-abc='", "'sha256-def='"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("default-src")).toEqual(["'self'"]);
  });

  it("takes the CMS's pictures from the storefront's own picture route, the shop's from the shop, and leads forms to the checkout", () => {
    const policy = directives(documentPolicy(options, []));
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "http://localhost:4000"]);
    expect(policy.get("media-src")).toEqual(["'self'", "http://localhost:1337"]);
    expect(policy.get("form-action")).toEqual(["'self'", "http://localhost:4000"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
  });

  it("derives origins from the configuration: a real Strapi, Shopify and a checkout domain", () => {
    const production = securityOptions(
      {
        content: {
          apiUrl: "https://cms.bedsmade.com.au/strapi",
          token: "t",
          mediaOrigins: ["https://storage.googleapis.com"],
        },
        shop: {
          apiUrl: "https://bedsmade.myshopify.com/api/2026-04/graphql.json",
          storefrontToken: "s",
          checkoutHosts: ["checkout.bedsmade.com.au"],
        },
      },
      true,
    );
    const policy = directives(documentPolicy(production, []));
    expect(policy.get("img-src")).toEqual([
      "'self'",
      "data:",
      "https://bedsmade.myshopify.com",
      "https://cdn.shopify.com",
    ]);
    expect(policy.get("media-src")).toEqual([
      "'self'",
      "https://cms.bedsmade.com.au",
      "https://storage.googleapis.com",
    ]);
    expect(policy.get("form-action")).toEqual([
      "'self'",
      "https://bedsmade.myshopify.com",
      "https://checkout.bedsmade.com.au",
    ]);
  });

  it("allows hot reload's WebSocket in development only", () => {
    expect(directives(documentPolicy(securityOptions(localConfig, false), [])).get("connect-src")).toEqual([
      "'self'",
      "ws:",
    ]);
  });
});

describe("basePolicy", () => {
  it("lets nothing load, run, frame or submit", () => {
    expect(directives(basePolicy())).toEqual(
      new Map([
        ["default-src", ["'none'"]],
        ["base-uri", ["'none'"]],
        ["form-action", ["'none'"]],
        ["frame-ancestors", ["'none'"]],
      ]),
    );
  });
});

describe("securityHeaders", () => {
  it("sends HSTS in production only", () => {
    expect(securityHeaders(securityOptions(localConfig, true))["Strict-Transport-Security"]).toBe(
      "max-age=63072000; includeSubDomains",
    );
    expect(securityHeaders(securityOptions(localConfig, false))).not.toHaveProperty("Strict-Transport-Security");
  });

  it("sends nosniff, a referrer policy, no framing, an isolated opener and denied device features", () => {
    const headers = securityHeaders(securityOptions(localConfig, false));
    expect(headers).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "DENY",
      "Cross-Origin-Opener-Policy": "same-origin",
    });
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
      expect(headers["Permissions-Policy"]).toContain(`${feature}=()`);
    }
  });
});

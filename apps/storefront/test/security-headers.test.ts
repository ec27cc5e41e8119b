import { createHash } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { hydrateAfterLoad } from "../app/http/hydrate-after-load.server";
import {
  basePolicy,
  documentPolicy,
  inlineScriptHashes,
  securityHeaders,
  securityOptions,
} from "../app/http/security-headers.server";
import { scrollRestorationScript } from "../app/layout/ScrollRestoration";

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

/** The inline scripts of a served page as React Router 7 writes them (trimmed), before and after hydrateAfterLoad. */
const context =
  'window.__reactRouterContext = {"basename":"/","routeDiscovery":{"mode":"lazy","manifestPath":"/__manifest"},"ssr":true,"isSpaMode":false};' +
  "window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());";
const loaderData = String.raw`window.__reactRouterContext.streamController.enqueue("[{\"_1\":2},\"loaderData\",\"Premium 600 \u003c/script\u003e\"]\n");`;
const closeStream = "window.__reactRouterContext.streamController.close();";
const moduleScript = `import "/@id/__x00__virtual:react-router/inject-hmr-runtime";;
import * as route0 from "/app/root.tsx";
import * as route1_clientLoader from "/app/routes/home.tsx?client-loader";
import * as route1_main from "/app/routes/home.tsx";
const route1 = {...route1_clientLoader,...route1_main};
  window.__reactRouterManifest = {
  "entry": {
    "module": "/app/entry.client.tsx"
  }
};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/app/entry.client.tsx");`;

function page(scripts: string[]): string {
  return [
    '<!DOCTYPE html><html lang="en-AU"><head><link rel="modulepreload" href="/assets/root-A.js"/>',
    '<script src="/assets/a.js"></script></head><body><main data-src="x">The page</main>',
    ...scripts,
    "</body></html>",
  ].join("");
}

/** A production page: its module script rewritten to load after the page has. */
const productionPage = hydrateAfterLoad(
  page([
    `<script>${scrollRestorationScript}</script>`,
    `<script>${context}</script>`,
    `<script type="module" async="">;\nimport * as route0 from "/assets/root-A.js";\nimport * as route1 from "/assets/home-B.js";\n  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-C.js"}};\n  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client-C.js");</script>`,
    `<script>${loaderData}</script>`,
    `<script>${closeStream}</script>`,
  ]),
);
const deferredModuleScript = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(productionPage)?.[1] ?? "";
const own = [scrollRestorationScript];

describe("inlineScriptHashes", () => {
  it("hashes the exact bytes of each inline script the app writes and skips scripts loaded by src", () => {
    expect(deferredModuleScript).toContain("Promise.all([import(");
    expect(inlineScriptHashes(productionPage, own)).toEqual(
      [scrollRestorationScript, context, deferredModuleScript, loaderData, closeStream].map(sha256),
    );
    const development = page(
      [context, moduleScript, loaderData, closeStream].map((body) => `<script>${body}</script>`),
    );
    expect(inlineScriptHashes(development, own)).toEqual([context, moduleScript, loaderData, closeStream].map(sha256));
  });

  it("leaves an inline script the app does not write out of the policy, and says so once", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const injected = "document.documentElement.dataset.injected = 'script'";
    const html = productionPage.replace("<main", `<script>${injected}</script><main`);
    try {
      const hashes = inlineScriptHashes(html, own);
      expect(hashes).not.toContain(sha256(injected));
      expect(hashes).toEqual(inlineScriptHashes(productionPage, own));
      inlineScriptHashes(html, own);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[0]).toMatch(/^\[csp\] .*document\.documentElement\.dataset\.injected/);
    } finally {
      warn.mockRestore();
    }
  });

  it("leaves out a script that starts like one of the app's but carries more code", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const evil = "fetch('/steal?c=' + document.cookie)";
    const lookalikes = [
      `${context}${evil}`,
      context.replace("};window", `};${evil};window`),
      `window.__reactRouterContext = ${evil};${context.slice(context.indexOf(";window") + 1)}`,
      `window.__reactRouterContext.streamController.enqueue("[]"); ${evil};("");`,
      `window.__reactRouterContext.streamController.enqueue("[]" + ${evil});`,
      `${closeStream}${evil}`,
      `${scrollRestorationScript};${evil}`,
      moduleScript.replace("const route1", `${evil};\nconst route1`),
      moduleScript.replace('"/app/root.tsx";', `"/app/root.tsx"; ${evil};`),
      moduleScript.replace('"entry": {', `"entry": ${evil}, "x": {`),
      `${moduleScript}\n${evil}`,
      deferredModuleScript.replace("window.__reactRouterRouteModules", `${evil};\n  window.__reactRouterRouteModules`),
      deferredModuleScript.replace('import("/assets/root-A.js")', `import("/assets/root-A.js").then(() => ${evil})`),
      deferredModuleScript.replace("preloadNext();\n};", `preloadNext();\n  ${evil};\n};`),
      `${deferredModuleScript}\n${evil}`,
    ];
    try {
      for (const script of lookalikes) {
        expect(inlineScriptHashes(page([`<script>${script}</script>`]), own), script).toEqual([]);
      }
    } finally {
      warn.mockRestore();
    }
  });

  it("leaves out JSON data blocks, which a browser never runs", () => {
    const jsonLd = '{"@context":"https://schema.org","@type":"Organization"}';
    const html = `<script type="application/ld+json">${jsonLd}</script><script type='application/json'>{}</script>
      <script type="module">${closeStream}</script>`;
    expect(inlineScriptHashes(html, own)).toEqual([sha256(closeStream)]);
  });

  it("lists a repeated script once and finds none in a document without scripts", () => {
    expect(inlineScriptHashes(`<script>${closeStream}</script><p>x</p><script>${closeStream}</script>`, own)).toEqual([
      sha256(closeStream),
    ]);
    expect(inlineScriptHashes("<html><body><p>No scripts</p></body></html>", own)).toEqual([]);
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

/**
 * React's ceiling for one page: its served markup as plain elements, rendered per request as the
 * storefront renders. No React render of it can be faster (bench/README.md, item 3).
 */
import { pathToFileURL } from "node:url";
import compression from "compression";
import express from "express";
import { parseDocument } from "htmlparser2";
import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";

type Node = ReturnType<typeof parseDocument>["children"][number];

/** HTML attribute names whose React prop is spelled otherwise (those the storefront's markup carries). */
const PROP_NAMES: Record<string, string> = {
  class: "className",
  for: "htmlFor",
  tabindex: "tabIndex",
  srcset: "srcSet",
  fetchpriority: "fetchPriority",
  readonly: "readOnly",
  maxlength: "maxLength",
  minlength: "minLength",
  autocomplete: "autoComplete",
  enterkeyhint: "enterKeyHint",
  inputmode: "inputMode",
  crossorigin: "crossOrigin",
  datetime: "dateTime",
  charset: "charSet",
  "http-equiv": "httpEquiv",
  playsinline: "playsInline",
  viewbox: "viewBox",
};

/** Present-or-absent attributes: React writes them for `true` and drops them for an empty string. */
const BOOLEAN = new Set([
  "hidden",
  "disabled",
  "required",
  "checked",
  "open",
  "novalidate",
  "multiple",
  "selected",
  "readonly",
  "autofocus",
  "async",
  "defer",
  "controls",
  "playsinline",
  "muted",
  "loop",
  "default",
  "inert",
]);

const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);

/** `a: b; --c: d` as React's style object; custom properties keep their names. */
function styleObject(css: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of css.split(";")) {
    const colon = declaration.indexOf(":");
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    const key = name.startsWith("--") ? name : name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
    style[key] = declaration.slice(colon + 1).trim();
  }
  return style;
}

function props(attributes: Record<string, string>, key: number): Record<string, unknown> {
  const result: Record<string, unknown> = { key };
  for (const [name, value] of Object.entries(attributes)) {
    if (name === "style") result.style = styleObject(value);
    else result[PROP_NAMES[name] ?? name] = BOOLEAN.has(name) && value === "" ? true : value;
  }
  return result;
}

function element(node: Node, key: number): ReactNode {
  if (node.type === "text") return node.data;
  // Scripts are the storefront's own business (hydration data, its module script): the ceiling has none.
  if (node.type !== "tag" || node.name === "script") return null;
  const children = node.children.map(element).filter((child) => child !== null);
  const attributes = props(node.attribs, key);
  return VOID.has(node.name) ? createElement(node.name, attributes) : createElement(node.name, attributes, ...children);
}

/** The document's markup as plain React elements, its scripts left out. */
export function markupAsElements(html: string): ReactNode {
  const root = parseDocument(html).children.find((node) => node.type === "tag" && node.name === "html");
  if (!root) throw new Error("The page has no <html> element to render.");
  return element(root, 0);
}

/** One render, as the storefront's entry.server renders a page where nothing waits: one pass, one string. */
export function renderDocument(tree: ReactNode): string {
  return `<!DOCTYPE html>${renderToString(tree)}`;
}

async function serve(pageUrl: string, port: number): Promise<void> {
  const page = await fetch(pageUrl, { headers: { "cache-control": "no-cache" } });
  if (!page.ok) throw new Error(`${pageUrl} answered ${page.status}`);
  const tree = markupAsElements(await page.text());
  const app = express();
  app.disable("x-powered-by");
  app.use(compression());
  app.get("*splat", (_request, response) => {
    response.type("html").send(renderDocument(tree));
  });
  app.listen(port, () => console.log(`ceiling for ${pageUrl} listening on ${port}`));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [pageUrl, port] = process.argv.slice(2);
  if (!pageUrl || !port) throw new Error("usage: tsx bench/react-ceiling.ts PAGE_URL PORT");
  await serve(pageUrl, Number(port));
}

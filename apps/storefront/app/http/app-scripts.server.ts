import { deferredRouteStatements } from "./hydrate-after-load.server.js";

/**
 * Each inline script the storefront writes, recognised by its whole shape, so the CSP hashes no
 * injected look-alike (docs/security.md, "Only the app's own scripts get a hash"). A new kind of
 * script fails test/app-scripts.test.ts.
 */

/** A module specifier or a route's name: a JSON string with nothing in it to escape. */
const NAME = String.raw`"[^"\\\n]+"`;
const ROUTE_IMPORT = String.raw`import \* as route\d+(?:_\w+)? from ${NAME};`;
const ROUTE_MERGE = String.raw`const route\d+ = \{\.\.\.route\d+_\w+(?:,\.\.\.route\d+_\w+)*\};`;
/** The manifest is JSON, checked apart: a pattern alone would let any code sit between its braces. */
const MANIFEST = String.raw`window\.__reactRouterManifest = (\{[\s\S]*?\});`;
const ROUTE_MODULES = String.raw`window\.__reactRouterRouteModules = \{${NAME}:route\d+(?:,${NAME}:route\d+)*\};`;
const ROUTE_STATEMENTS = String.raw`(?:${MANIFEST}\s*)?${ROUTE_MODULES}\s*import\(${NAME}\);$`;

const MODULE_SCRIPT = new RegExp(
  String.raw`^(?:import ${NAME};)?(?:import ${NAME})?;\s*(?:(?:${ROUTE_IMPORT}|${ROUTE_MERGE})\s*)*${ROUTE_STATEMENTS}`,
);
const DEFERRED_STATEMENTS = new RegExp(String.raw`^(?:${ROUTE_MERGE}\s*)*${ROUTE_STATEMENTS}`);

const CONTEXT_START = "window.__reactRouterContext = ";
const CONTEXT_END =
  ";window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());";
const CHUNK_START = "window.__reactRouterContext.streamController.enqueue(";
const CHUNK_END = ");";
const STREAM_END = "window.__reactRouterContext.streamController.close();";

/** Whether a script's text is one the app writes; `ownScripts` are the app's fixed scripts, whole. */
export function isAppScript(script: string, ownScripts: readonly string[]): boolean {
  if (script.startsWith(CHUNK_START)) return typeof jsonBetween(script, CHUNK_START, CHUNK_END) === "string";
  if (script.startsWith(CONTEXT_START)) return isObject(jsonBetween(script, CONTEXT_START, CONTEXT_END));
  if (script === STREAM_END || ownScripts.includes(script)) return true;
  const statements = deferredRouteStatements(script);
  const routeScript = (statements === undefined ? MODULE_SCRIPT : DEFERRED_STATEMENTS).exec(statements ?? script);
  if (!routeScript) return false;
  const manifest = routeScript[1];
  return manifest === undefined || isObject(parseJson(manifest));
}

/** The JSON value between a fixed start and end, or undefined when the text between is not exactly one. */
function jsonBetween(script: string, start: string, end: string): unknown {
  if (!script.endsWith(end) || script.length < start.length + end.length) return undefined;
  return parseJson(script.slice(start.length, script.length - end.length));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): boolean {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

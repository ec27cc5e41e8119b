/**
 * Starts the app's scripts after `load`, so they stop competing with the stylesheet and hero image:
 * the home page's LCP fell from 2.2–2.9 s to under 1.3 s (bench/REPORT.md). Meanwhile forms post
 * and links navigate without them.
 */

/** At the latest, the scripts start this long after the document ran its module script. */
export const FALLBACK_MS = 3_000;

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const MODULE_SCRIPT_OPEN = '<script type="module" async="">';
const STATIC_IMPORT = /^\s*;?\s*import \* as (\w+) from ("[^"]+");\s*$/gm;
const ANY_STATIC_IMPORT = /^\s*;?\s*import\s+[^(\s]/m;

export function hydrateAfterLoad(html: string): string {
  // Searched by position, not by a pattern over the whole page: this runs on every render.
  const headEnd = html.indexOf("</head>");
  const scriptStart = html.indexOf(MODULE_SCRIPT_OPEN, headEnd);
  const bodyStart = scriptStart + MODULE_SCRIPT_OPEN.length;
  const scriptEnd = html.indexOf("</script>", bodyStart);
  if (headEnd < 0 || scriptStart < 0 || scriptEnd < 0) return html;
  const body = html.slice(bodyStart, scriptEnd);
  const imports = [...body.matchAll(STATIC_IMPORT)].map(([, name = "", specifier = ""]) => ({ name, specifier }));
  const rest = body.replace(STATIC_IMPORT, "");
  if (imports.length === 0 || ANY_STATIC_IMPORT.test(rest)) return html;

  const head = html.slice(0, headEnd);
  const preloads = [...head.matchAll(MODULE_PRELOAD)].map(([, href = ""]) => href);
  const deferred = deferredScript(imports, rest.trim(), preloads);

  return head.replace(MODULE_PRELOAD, "") + html.slice(headEnd, bodyStart) + deferred + html.slice(scriptEnd);
}

type RouteImport = { name: string; specifier: string };

function deferredScript(imports: RouteImport[], statements: string, preloads: string[]): string {
  return [
    "let started = false;",
    "const start = () => {",
    "  if (started) return;",
    "  started = true;",
    `  Promise.all([${imports.map(({ specifier }) => `import(${specifier})`).join(", ")}]).then(([${imports.map(({ name }) => name).join(", ")}]) => {`,
    statements,
    "  });",
    // One preload per task: each costs the main thread 1–3 ms, and eleven at once made the load task one of the longest.
    `  const preloads = ${JSON.stringify(preloads)};`,
    "  const preloadNext = () => {",
    "    const href = preloads.shift();",
    "    if (href === undefined) return;",
    '    const link = document.createElement("link");',
    '    link.rel = "modulepreload";',
    "    link.href = href;",
    "    document.head.append(link);",
    "    setTimeout(preloadNext, 0);",
    "  };",
    "  preloadNext();",
    "};",
    'if (document.readyState === "complete") start();',
    'else addEventListener("load", start, { once: true });',
    `setTimeout(start, ${FALLBACK_MS});`,
  ].join("\n");
}

const DEFERRED_PARTS =
  /^[\s\S]*?Promise\.all\(\[([^\n]*)\]\)\.then\(\(\[([\w, ]*)\]\) => \{\n([\s\S]*)\n {2}\}\);\n {2}const preloads = \[([^\n]*)\];\n/;
const DYNAMIC_IMPORT = /import\(("[^"\\\n]+")\)/g;
const QUOTED = /"([^"\\\n]+)"/g;

/**
 * The React Router statements inside a script hydrateAfterLoad wrote, or undefined for any other
 * script: the policy allows it only when they are React Router's own (app-scripts.server.ts).
 */
export function deferredRouteStatements(script: string): string | undefined {
  const parts = DEFERRED_PARTS.exec(script);
  if (!parts) return undefined;
  const [, importList = "", names = "", statements = "", preloadList = ""] = parts;
  const specifiers = [...importList.matchAll(DYNAMIC_IMPORT)].map(([, specifier = ""]) => specifier);
  const imports = names.split(", ").map((name, index) => ({ name, specifier: specifiers[index] ?? "" }));
  const preloads = [...preloadList.matchAll(QUOTED)].map(([, href = ""]) => href);
  return deferredScript(imports, statements, preloads) === script ? statements : undefined;
}

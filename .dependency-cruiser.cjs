/**
 * `npm run lint` runs this: no import cycles anywhere, and each folder of the storefront's app/ imports
 * only the folders its line in apps/storefront/README.md allows. This table is that map; change both together.
 */
const app = "apps/storefront/app/";

/** Folder (or top-level module) -> what it may import besides itself. Routes, root and entries compose everything. */
const mayImport = {
  model: [],
  account: ["ui"],
  images: ["model", "log.server"],
  ui: ["model", "images"],
  blocks: ["model", "ui", "forms", "images"],
  content: ["blocks", "model", "http", "preview", "shared-state", "config.server", "log.server"],
  commerce: ["http", "shared-state", "config.server", "cookies", "log.server"],
  cart: ["commerce", "model", "ui", "images"],
  forms: ["http", "ui", "shared-state", "config.server", "log.server"],
  http: ["shared-state", "config.server", "messages", "cookies", "log.server", "process-wide.server"],
  layout: ["cart", "content", "forms", "images", "model", "ui", "messages", "cookies"],
  preview: ["http", "config.server", "cookies"],
  purchase: ["blocks", "cart", "commerce", "content", "layout", "ui", "config.server", "log.server"],
  "content-pages": ["blocks", "content", "seo", "ui", "messages"],
  seo: ["blocks", "content", "config.server"],
  "shared-state": ["config.server", "log.server", "process-wide.server"],
  "site-updates": [],
  "health.server": ["commerce", "content", "http", "shared-state", "config.server"],
  "config.server": [],
  "log.server": ["process-wide.server"],
  "process-wide.server": [],
  messages: [],
  cookies: [],
};

// The map itself may hold no two-way pair and no longer cycle: each folder can be read without the ones above it.
function cycleIn(map) {
  const state = new Map();
  const visit = (node, trail) => {
    if (state.get(node) === "done") return null;
    if (state.get(node) === "open") return [...trail.slice(trail.indexOf(node)), node];
    state.set(node, "open");
    for (const next of map[node] ?? []) {
      const found = visit(next, [...trail, node]);
      if (found) return found;
    }
    state.set(node, "done");
    return null;
  };
  for (const node of Object.keys(map)) {
    const found = visit(node, []);
    if (found) return found;
  }
  return null;
}
const cycle = cycleIn(mayImport);
if (cycle) throw new Error(`The folder map in .dependency-cruiser.cjs goes round: ${cycle.join(" -> ")}.`);

const escape = (name) => name.replace(/\./g, "\\.");
/** These are top-level modules (a .ts file of app/); every other name is a folder. */
const topLevelModules = new Set([
  "config.server",
  "health.server",
  "log.server",
  "process-wide.server",
  "messages",
  "cookies",
]);
const isFolder = (name) => !topLevelModules.has(name);
const fromPath = (name) => (isFolder(name) ? `^${app}${name}/` : `^${app}${escape(name)}\\.tsx?$`);
const folderRules = Object.entries(mayImport).map(([folder, allowed]) => ({
  name: `${folder}-imports`,
  severity: "error",
  comment: `app/${folder} may import only: ${allowed.join(", ") || "nothing else in app/"} (apps/storefront/README.md).`,
  from: { path: fromPath(folder) },
  to: { path: `^${app}`, pathNot: `^${app}(${[folder, ...allowed].map(escape).join("|")})(/|\\.)` },
}));

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "A cycle means two modules cannot be understood, tested or moved one without the other.",
      from: {},
      to: { circular: true },
    },
    ...folderRules,
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["node_modules", "/dist/", "/build/", "\\.react-router/", "/generated/", "bench/baseline-app/"] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
    },
  },
};

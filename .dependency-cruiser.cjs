/**
 * `npm run lint` runs this: no import cycles anywhere, and each folder of the storefront's app/ imports
 * only the folders its line in apps/storefront/README.md allows. This table is that map; change both together.
 */
const app = "apps/storefront/app/";

/** Folder (or top-level module) -> what it may import besides itself. Routes compose everything. */
const mayImport = {
  model: [],
  account: ["ui"],
  images: ["model"],
  ui: ["model", "images"],
  blocks: ["model", "ui", "forms", "layout", "images"],
  content: ["blocks", "model", "http", "preview", "shared-state", "config.server"],
  commerce: ["http", "shared-state", "config.server"],
  cart: ["commerce", "model", "ui", "images"],
  forms: ["content", "http", "layout", "ui", "shared-state", "config.server"],
  http: ["commerce", "content", "preview", "shared-state", "config.server", "messages"],
  layout: ["cart", "content", "forms", "images", "model", "ui", "messages"],
  preview: ["http", "config.server"],
  purchase: ["blocks", "cart", "commerce", "content", "layout", "ui", "config.server"],
  routing: ["blocks", "content", "seo", "ui", "messages"],
  seo: ["blocks", "content", "config.server"],
  "shared-state": ["config.server"],
};

const escape = (name) => name.replace(/\./g, "\\.");
const folderRules = Object.entries(mayImport).map(([folder, allowed]) => ({
  name: `${folder}-imports`,
  severity: "error",
  comment: `app/${folder}/ may import only: ${allowed.join(", ") || "nothing else in app/"} (apps/storefront/README.md).`,
  from: { path: `^${app}${folder}/` },
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

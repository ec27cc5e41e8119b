/**
 * `npm run lint` runs this: no import cycles anywhere, and each folder of the storefront's app/ imports
 * only the folders its line in apps/storefront/README.md allows (the table below is that map).
 */
const app = "^apps/storefront/app/";

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "A cycle means two modules cannot be understood, tested or moved one without the other.",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["node_modules", "/dist/", "/build/", "\\.react-router/", "/generated/", "bench/baseline-app/"] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"] },
  },
};

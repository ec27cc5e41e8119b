/**
 * Mutation testing of the rules that sell (`npm run test:mutation`); bench/MUTATION.md records the
 * score and the survivors. One test process at a time: the machine is shared.
 */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutation.config.ts" },
  mutate: [
    "apps/storefront/app/purchase/selection-rules.ts",
    "apps/storefront/app/purchase/buy-state.ts",
    "apps/storefront/app/commerce/cart/item-numbers.server.ts",
    "apps/storefront/app/commerce/cart/cart-http.server.ts",
    "apps/storefront/app/cart/line-edits.ts",
    "apps/storefront/app/cart/cart-state.ts",
    "apps/storefront/app/cart/cart-store.ts",
    "apps/storefront/app/cart/line-label.ts",
    "apps/storefront/app/cart/quantity-scheduler.ts",
    "apps/storefront/app/commerce/cart/cart-form.ts",
    "apps/storefront/app/commerce/money.ts",
    "packages/form-rules/src/index.ts",
    "packages/form-rules/src/measurement.ts",
    "apps/storefront/app/purchase/fit/fit-rule.ts",
  ],
  // Only what those tests read goes into the sandbox (the CMS alone is hundreds of megabytes);
  // commerce-cart.test.ts runs the shop stand-in in its own process, so services/shop goes in.
  ignorePatterns: [
    "services",
    "!services/shop",
    "services/shop/.data",
    "e2e",
    "bench",
    "test-results",
    "playwright-report",
    "dist",
    "build",
    ".react-router",
  ],
  concurrency: 1,
  coverageAnalysis: "perTest",
  // bench/MUTATION.md is the committed summary; the full reports stay local (bench/reports/ is not committed).
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: "bench/reports/mutation/index.html" },
  jsonReporter: { fileName: "bench/reports/mutation/mutation.json" },
  tempDirName: "bench/.work/stryker-tmp",
  timeoutMS: 10_000,
};

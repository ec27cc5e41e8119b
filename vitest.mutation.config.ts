import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * Only the fast unit tests StrykerJS runs against each mutant. The form rules are read from source,
 * not the built package, so a mutant of packages/form-rules reaches the tests.
 */
const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  resolve: {
    alias: { "@bedsmade/form-rules": path.join(root, "packages/form-rules/src/index.ts") },
  },
  test: {
    root: path.join(root, "apps/storefront"),
    include: [
      "test/cart-quantity.test.ts",
      "test/cart-state.test.ts",
      "test/line-edits.test.ts",
      "test/cart-form.test.ts",
      "test/commerce-cart.test.ts",
      "test/commerce-units.test.ts",
      "test/money.test.ts",
      "test/form-rules.test.ts",
      "test/forms-validation.test.ts",
      "test/purchase-rules.test.ts",
      "test/item-numbers.test.ts",
      "test/purchase-state.test.ts",
      "test/purchase-fit.test.ts",
      "test/timings.test.ts",
    ],
    environment: "node",
  },
});

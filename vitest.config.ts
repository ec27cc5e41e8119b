import { defineConfig } from "vitest/config";

/**
 * The scripts' tests and the CMS's, as services/cms is not a workspace. CMS tests start a real Strapi,
 * whose first seeded start can take a minute on a busy machine.
 */
export default defineConfig({
  test: {
    include: [
      "scripts/**/*.test.ts",
      "bench/**/*.test.ts",
      "services/cms/test/**/*.test.ts",
      "services/cms/scripts/**/*.test.ts",
    ],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Each CMS test file starts Strapis of its own: separate processes keep native modules apart.
    pool: "forks",
  },
});

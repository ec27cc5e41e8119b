import { defineConfig } from "vitest/config";

/**
 * Root-level tests: the scripts that tie the services together, and the CMS (services/cms is not a
 * workspace, see its README), whose contract tests start a real Strapi: a first, seeded start can
 * take a minute on a busy machine.
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

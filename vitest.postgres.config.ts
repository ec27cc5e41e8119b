import { configDefaults, defineConfig } from "vitest/config";
import base from "./vitest.config.js";

const cmsTest = (name: string) => `services/cms/test/${name}.test.ts`;

/**
 * The CMS's tests and the preview test on PostgreSQL 15, a database per test CMS. Run after the SQLite
 * run, not beside it: CMS test files listen on fixed ports.
 */
export default defineConfig({
  test: {
    ...base.test,
    include: ["services/cms/test/**/*.test.ts", "apps/storefront/test/preview-stack.test.ts"],
    exclude: [
      ...configDefaults.exclude,
      // About SQLite's own file (its journal mode, read from data.db), not the CMS's behaviour.
      "services/cms/test/crash-safety.test.ts",
      // These start no test CMS (production-start runs a Strapi of its own, on SQLite): a second run
      // would repeat the first.
      ...["contact-email", "links", "mail-settings", "placeholder-colour", "production-start"].map(cmsTest),
      ...["react-versions", "seed-media", "storefront-pages"].map(cmsTest),
    ],
    globalSetup: ["test-support/postgres-setup.ts"],
  },
});

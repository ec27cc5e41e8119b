import { defineConfig } from "vitest/config";
import base from "./vitest.config.js";

/**
 * The CMS on PostgreSQL: its own tests and the storefront's tests that read a real CMS, against a
 * PostgreSQL 15 the run starts (test-support/postgres-setup.ts), where each test CMS gets a database
 * of its own. Run after the SQLite run, not beside it: CMS test files listen on fixed ports.
 */
export default defineConfig({
  test: {
    ...base.test,
    include: ["services/cms/test/**/*.test.ts", "apps/storefront/test/preview-stack.test.ts"],
    globalSetup: ["test-support/postgres-setup.ts"],
  },
});

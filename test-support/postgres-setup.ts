import { removeTemplatesOf } from "./cms.js";
import { startPostgres } from "./postgres.js";

/**
 * vitest.postgres.config.ts's global setup: one PostgreSQL for the whole run, named to every test
 * process through CMS_TEST_POSTGRES_URL (test-support/cms.ts gives each test CMS its own database there).
 */
export default async function startTestPostgres(): Promise<() => Promise<void>> {
  const postgres = await startPostgres();
  process.env.CMS_TEST_POSTGRES_URL = postgres.url;
  return async () => {
    try {
      await removeTemplatesOf(postgres.url);
    } finally {
      await postgres.stop();
    }
  };
}

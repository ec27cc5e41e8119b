import path from "node:path";
import type { Core } from "@strapi/strapi";
import { dataDir } from "../src/setup/paths";

/**
 * SQLite in the data folder by default, the embedded CMS `npm start` runs. PostgreSQL when
 * DATABASE_URL is set (or DATABASE_CLIENT=postgres with Strapi's usual DATABASE_HOST/PORT/NAME/
 * USERNAME/PASSWORD/SSL variables), as a hosted shop runs it.
 */
export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const client = env("DATABASE_URL") ? "postgres" : env("DATABASE_CLIENT", "sqlite");
  if (client === "postgres") {
    return {
      connection: {
        client: "postgres",
        connection: {
          connectionString: env("DATABASE_URL"),
          host: env("DATABASE_HOST", "localhost"),
          port: env.int("DATABASE_PORT", 5432),
          database: env("DATABASE_NAME", "bedsmade"),
          user: env("DATABASE_USERNAME", "bedsmade"),
          password: env("DATABASE_PASSWORD", ""),
          ssl: env.bool("DATABASE_SSL", false)
            ? { rejectUnauthorized: env.bool("DATABASE_SSL_REJECT_UNAUTHORIZED", true) }
            : false,
          schema: env("DATABASE_SCHEMA", "public"),
        },
        pool: { min: env.int("DATABASE_POOL_MIN", 2), max: env.int("DATABASE_POOL_MAX", 10) },
      },
    };
  }
  return {
    connection: {
      client: "sqlite",
      connection: { filename: path.join(dataDir(), "data.db") },
      useNullAsDefault: true,
      pool: { afterCreate: crashSafe },
    },
  };
};

type SqliteConnection = { pragma(source: string): unknown };

/**
 * synchronous FULL, so an answered message survives a power loss (NORMAL could lose the last few).
 * WAL keeps it cheap: 0.36 ms a commit against the rollback journal's 4 ms.
 */
function crashSafe(connection: SqliteConnection, done: (error: Error | null, connection: SqliteConnection) => void) {
  try {
    connection.pragma("journal_mode = WAL");
    connection.pragma("synchronous = FULL");
    done(null, connection);
  } catch (error) {
    done(error instanceof Error ? error : new Error(String(error)), connection);
  }
}

import { configFromEnv } from "./config.js";
import { shopLogger } from "./log.js";
import { createShopService } from "./service.js";

const log = shopLogger();

/** CLI entry: `npm start -w services/shop` (built) or `npm run dev -w services/shop`. */
async function main(): Promise<void> {
  const config = configFromEnv(process.env);
  let service;
  try {
    service = await createShopService({ ...config, logger: log });
  } catch (error) {
    if (typeof error === "object" && error !== null && "code" in error && error.code === "EADDRINUSE") {
      log.fatal(
        `Shop service: port ${config.port} is already in use. Stop whatever is using it, or set SHOP_PORT to another port.`,
      );
      process.exit(1);
    }
    throw error;
  }
  log.info(`Shop service (Storefront API 2026-04) listening on ${service.url}/api/2026-04/graphql.json`);
  log.info(
    config.webhooks
      ? `Shop service: stock changes are sent as signed webhooks to ${config.webhooks.urls.join(", ")}`
      : "Shop service: no SHOP_WEBHOOK_URL, so stock changes are told to nobody",
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`Shop service: ${signal} received, shutting down`);
    service.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, "Shop service: shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

main().catch((error: unknown) => {
  log.fatal({ err: error }, "Shop service failed to start");
  process.exit(1);
});

import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import express from "express";
import { pino, type Logger } from "pino";
import { createCartService } from "./cart/cart-service.js";
import { readDiscountRules } from "./cart/discount-rules.js";
import { buildCatalogue } from "./catalogue/catalogue.js";
import { readCatalogueSeed } from "./catalogue/seed-schema.js";
import { createOrderPlacer } from "./checkout/place-order.js";
import type { ShopConfig } from "./config.js";
import { createCartCreationLimit, DEFAULT_CARTS_PER_MINUTE } from "./graphql/cart-creation-limit.js";
import type { ShopContext } from "./graphql/context.js";
import { createExecutor } from "./graphql/execute-request.js";
import { loadStorefrontSchema } from "./graphql/schema.js";
import { checkoutRouter } from "./http/checkout-routes.js";
import { accessLog } from "./http/access-log.js";
import { graphqlRouter } from "./http/graphql-route.js";
import { assetsDir, packageRoot, seedFile } from "./package-root.js";
import { createCartStore } from "./store/cart-store.js";
import { openDatabase, readCatalogueFromDatabase, seedIfEmpty } from "./store/database.js";
import { createOrderStore } from "./store/order-store.js";
import { startWebhookDispatcher, type WebhookSettings } from "./webhooks/dispatcher.js";
import { createOutbox } from "./webhooks/outbox.js";

export interface ShopServiceOptions extends Partial<Omit<ShopConfig, "webhooks">> {
  /** Where stock changes are told; tests shorten the waits. */
  webhooks?: WebhookSettings;
  /** The clock carts expire by; tests pass their own. */
  now?: () => Date;
  log?: (message: string, error?: unknown) => void;
  /** Where the access lines and, without `log`, the messages go; without one the service writes none. */
  logger?: Logger;
}

export interface ShopService {
  /** The base URL the service is reachable at, e.g. http://localhost:4000. */
  url: string;
  port: number;
  /** Deletes the carts past their lifetime now; the service also does it at start and every hour. */
  sweepExpiredCarts(): void;
  close(): Promise<void>;
}

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Builds the shop service and starts listening; resolves once the port is bound. */
export async function createShopService(options: ShopServiceOptions = {}): Promise<ShopService> {
  const logger = options.logger ?? pino({ enabled: false });
  const log =
    options.log ??
    ((message: string, error?: unknown) => (error ? logger.error({ err: error }, message) : logger.info(message)));
  const now = options.now ?? (() => new Date());
  const db = openDatabase(options.dataDir ?? join(packageRoot, ".data"));
  let dispatcher: { stop(): void } | null = null;
  let sweeper: NodeJS.Timeout | undefined;
  try {
    seedIfEmpty(db, readCatalogueSeed(seedFile));
    const catalogue = buildCatalogue(readCatalogueFromDatabase(db));
    const discountRules = readDiscountRules(join(packageRoot, "seed", "discount-codes.json"));
    const cartStore = createCartStore(db);
    const orders = createOrderStore(db);
    const carts = createCartService({ store: cartStore, catalogue, discountRules, now });
    const placeOrder = createOrderPlacer({ db, carts, cartStore, orders, catalogue, now });
    // Stock changes reach the subscribers while the service runs; ones made while it was stopped go out at its start.
    dispatcher = options.webhooks
      ? startWebhookDispatcher(createOutbox(db), options.webhooks, (message) => log(message))
      : null;
    const run = createExecutor(
      loadStorefrontSchema(),
      (error) => log("Storefront API request failed", error),
      createCartCreationLimit(options.cartsPerMinute ?? DEFAULT_CARTS_PER_MINUTE),
    );
    const sweepExpiredCarts = () => {
      const deleted = carts.sweepExpired();
      if (deleted > 0) log(`Shop service: deleted ${deleted} expired cart${deleted === 1 ? "" : "s"}`);
    };
    sweepExpiredCarts();
    sweeper = setInterval(sweepExpiredCarts, SWEEP_EVERY_MS);
    sweeper.unref();

    let publicUrl = options.publicUrl ?? "";
    const context = (clientAddress: string): ShopContext => ({
      catalogue,
      carts,
      availableStock: cartStore.availableStock,
      publicUrl,
      clientAddress,
    });

    const app = express();
    app.disable("x-powered-by");
    app.use(accessLog(logger));
    app.get("/health", (_request, response) => {
      response.json({ status: "ok", service: "shop" });
    });
    app.use(
      graphqlRouter({
        tokens: { storefrontToken: options.storefrontToken, privateToken: options.privateToken },
        run,
        context,
      }),
    );
    app.use(
      "/cdn/shop/files",
      express.static(assetsDir, { immutable: true, maxAge: "365d", index: false, fallthrough: true }),
    );
    app.use(
      checkoutRouter({
        carts,
        catalogue,
        orders,
        placeOrder,
        storefrontUrl: options.storefrontUrl ?? "http://localhost:3000",
      }),
    );

    const server = createServer(app);
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(options.port ?? 4000, options.host ?? "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
    const port = (server.address() as AddressInfo).port;
    if (!options.publicUrl) publicUrl = `http://localhost:${port}`;

    return {
      url: `http://localhost:${port}`,
      port,
      sweepExpiredCarts,
      close: () =>
        new Promise<void>((resolve, reject) => {
          dispatcher?.stop();
          clearInterval(sweeper);
          server.close((error) => {
            db.close();
            if (error) reject(error);
            else resolve();
          });
          // Keep-alive sockets would hold close() open; requests in flight still finish.
          server.closeIdleConnections();
        }),
    };
  } catch (error) {
    dispatcher?.stop();
    clearInterval(sweeper);
    if (db.open) db.close();
    throw error;
  }
}

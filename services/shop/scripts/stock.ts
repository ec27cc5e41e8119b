import { buildCatalogue } from "../src/catalogue/catalogue.js";
import { readCatalogueSeed } from "../src/catalogue/seed-schema.js";
import { configFromEnv } from "../src/config.js";
import { seedFile } from "../src/package-root.js";
import { openDatabase, readCatalogueFromDatabase, seedIfEmpty } from "../src/store/database.js";
import { changeStock, UnknownVariantError } from "../src/stock/change-stock.js";

/**
 * Sets a variant's stock as the owner would in Shopify's admin. The running service sends the webhook
 * within a second, or when it next starts.
 */
const [reference, quantityText] = process.argv.slice(2);
const quantity = Number(quantityText);
if (!reference || quantityText === undefined || !/^\d+$/.test(quantityText)) {
  console.error("Usage: npm run stock -w services/shop -- <SKU or variant id> <quantity>, e.g. BM-CL-Q-15-20 5");
  process.exit(2);
}
const config = configFromEnv(process.env);
const db = openDatabase(config.dataDir);
try {
  // A shop never started yet has its seeded stock, as it would at its first start.
  seedIfEmpty(db, readCatalogueSeed(seedFile));
  const catalogue = buildCatalogue(readCatalogueFromDatabase(db));
  const change = changeStock(db, catalogue, reference, quantity, new Date());
  console.log(
    `${change.product.title}, ${change.variant.title} (${change.variant.sku}): ${change.previous} → ${change.available} in stock.`,
  );
} catch (error) {
  if (!(error instanceof UnknownVariantError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  db.close();
}

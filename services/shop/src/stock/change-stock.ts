import type { Catalogue, CatalogueProduct, CatalogueVariant } from "../catalogue/catalogue.js";
import type { ShopDatabase } from "../store/database.js";
import { productsUpdateBody } from "../webhooks/products-update.js";
import { enqueueWebhook } from "../webhooks/outbox.js";

/**
 * The change and its `products/update` webhook share one transaction, so no change goes untold and
 * nothing untrue is told.
 */

export type StockChange = { product: CatalogueProduct; variant: CatalogueVariant; previous: number; available: number };

export class UnknownVariantError extends Error {}

export function findVariant(catalogue: Catalogue, reference: string): CatalogueVariant | undefined {
  const wanted = reference.trim().toUpperCase();
  return (
    catalogue.variantById(reference.trim()) ??
    catalogue.products.flatMap((product) => product.variants).find((variant) => variant.sku.toUpperCase() === wanted)
  );
}

export function changeStock(
  db: ShopDatabase,
  catalogue: Catalogue,
  reference: string,
  quantity: number,
  now: Date,
): StockChange {
  if (!Number.isInteger(quantity) || quantity < 0)
    throw new RangeError("The quantity must be a whole number, 0 or more");
  const variant = findVariant(catalogue, reference);
  const product = variant && catalogue.productById(variant.productId);
  if (!variant || !product) throw new UnknownVariantError(`No variant has the SKU or id ${reference}`);
  const stockOf = db.prepare("SELECT available FROM inventory WHERE variant_id = ?");
  const readStock = (variantId: string) =>
    (stockOf.get(variantId) as { available: number } | undefined)?.available ?? 0;
  return db.transaction(() => {
    const previous = readStock(variant.id);
    db.prepare(
      "INSERT INTO inventory (variant_id, available) VALUES (?, ?) ON CONFLICT (variant_id) DO UPDATE SET available = excluded.available",
    ).run(variant.id, quantity);
    enqueueWebhook(db, "products/update", productsUpdateBody(product, readStock, now), now);
    return { product, variant, previous, available: quantity };
  })();
}

import { mkdirSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { z } from "zod";
import { catalogueSeedSchema, type CatalogueSeed } from "../catalogue/seed-schema.js";

export type ShopDatabase = Database.Database;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS products (
  id TEXT PRIMARY KEY,
  position INTEGER NOT NULL,
  data TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS inventory (
  variant_id TEXT PRIMARY KEY,
  available INTEGER NOT NULL CHECK (available >= 0)
);
CREATE TABLE IF NOT EXISTS carts (
  token TEXT PRIMARY KEY,
  secret TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  completed_at TEXT,
  attributes TEXT NOT NULL,
  note TEXT,
  country_code TEXT,
  discount_codes TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS cart_lines (
  id TEXT PRIMARY KEY,
  cart_token TEXT NOT NULL REFERENCES carts(token) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  variant_id TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  attributes TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS cart_lines_by_cart ON cart_lines (cart_token, position);
CREATE INDEX IF NOT EXISTS carts_by_updated_at ON carts (updated_at);
CREATE TABLE IF NOT EXISTS orders (
  number INTEGER PRIMARY KEY,
  token TEXT NOT NULL UNIQUE,
  cart_token TEXT NOT NULL,
  created_at TEXT NOT NULL,
  subtotal_cents INTEGER NOT NULL,
  discount_cents INTEGER NOT NULL,
  total_cents INTEGER NOT NULL,
  lines TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS webhook_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  topic TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL,
  fanned_out INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS webhook_deliveries (
  webhook_id TEXT PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES webhook_events(id),
  url TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_at INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
  last_error TEXT
);
CREATE INDEX IF NOT EXISTS webhook_deliveries_due ON webhook_deliveries (status, next_at);
`;

export function openDatabase(dataDir: string): ShopDatabase {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, "shop.db"));
  db.pragma("journal_mode = WAL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  db.exec(SCHEMA);
  return db;
}

/** Loads the seed into an empty database; an existing catalogue (and its stock) is left alone. */
export function seedIfEmpty(db: ShopDatabase, seed: CatalogueSeed): void {
  const { count } = db.prepare("SELECT COUNT(*) AS count FROM products").get() as { count: number };
  if (count === 0) loadSeed(db, seed);
}

/** Restores the seeded catalogue and stock and forgets every cart and order. */
export function resetToSeed(db: ShopDatabase, seed: CatalogueSeed): void {
  db.transaction(() => {
    db.exec(
      "DELETE FROM cart_lines; DELETE FROM carts; DELETE FROM orders; DELETE FROM inventory; DELETE FROM products; DELETE FROM webhook_deliveries; DELETE FROM webhook_events;",
    );
    loadSeed(db, seed);
  })();
}

function loadSeed(db: ShopDatabase, seed: CatalogueSeed): void {
  const insertProduct = db.prepare("INSERT INTO products (id, position, data) VALUES (?, ?, ?)");
  const insertStock = db.prepare("INSERT INTO inventory (variant_id, available) VALUES (?, ?)");
  db.transaction(() => {
    seed.products.forEach((product, index) => {
      insertProduct.run(product.id, index, JSON.stringify(product));
      for (const variant of product.variants) insertStock.run(variant.id, variant.stock);
    });
  })();
}

const productRowSchema = z.object({ data: z.string() });

/** Reads the catalogue back from SQLite, validating it as strictly as the seed file. */
export function readCatalogueFromDatabase(db: ShopDatabase): CatalogueSeed {
  const rows = z.array(productRowSchema).parse(db.prepare("SELECT data FROM products ORDER BY position").all());
  return catalogueSeedSchema.parse({
    currencyCode: "AUD",
    products: rows.map((row) => JSON.parse(row.data) as unknown),
  });
}

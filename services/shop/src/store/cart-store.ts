import { z } from "zod";
import type { ShopDatabase } from "./database.js";

export interface Attribute {
  key: string;
  value: string;
}

export interface StoredLine {
  /** The uuid part of the line gid. */
  id: string;
  variantId: string;
  quantity: number;
  attributes: Attribute[];
}

export interface StoredCart {
  token: string;
  secret: string;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
  attributes: Attribute[];
  note: string | null;
  countryCode: string | null;
  /** Codes as the buyer entered them, in order; matching is case-insensitive. */
  discountCodes: string[];
  lines: StoredLine[];
}

const attributesSchema = z.array(z.object({ key: z.string(), value: z.string() }));

const cartRowSchema = z.object({
  token: z.string(),
  secret: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  completed_at: z.string().nullable(),
  attributes: z.string(),
  note: z.string().nullable(),
  country_code: z.string().nullable(),
  discount_codes: z.string(),
});

const lineRowSchema = z.object({
  id: z.string(),
  variant_id: z.string(),
  quantity: z.number().int(),
  attributes: z.string(),
});

export interface CartStore {
  find(token: string): StoredCart | undefined;
  save(cart: StoredCart): void;
  markCompleted(token: string, completedAt: string): void;
  /** Deletes a cart and its lines. */
  remove(token: string): void;
  /** Deletes every cart last changed before `cutoff` (an ISO time), with its lines; answers how many. */
  removeUntouchedSince(cutoff: string): number;
  availableStock(variantId: string): number;
}

export function createCartStore(db: ShopDatabase): CartStore {
  const selectCart = db.prepare("SELECT * FROM carts WHERE token = ?");
  const selectLines = db.prepare(
    "SELECT id, variant_id, quantity, attributes FROM cart_lines WHERE cart_token = ? ORDER BY position",
  );
  const upsertCart = db.prepare(`
    INSERT INTO carts (token, secret, created_at, updated_at, completed_at, attributes, note, country_code, discount_codes)
    VALUES (@token, @secret, @createdAt, @updatedAt, @completedAt, @attributes, @note, @countryCode, @discountCodes)
    ON CONFLICT (token) DO UPDATE SET updated_at = excluded.updated_at, completed_at = excluded.completed_at,
      attributes = excluded.attributes, note = excluded.note, country_code = excluded.country_code,
      discount_codes = excluded.discount_codes`);
  const deleteLines = db.prepare("DELETE FROM cart_lines WHERE cart_token = ?");
  const insertLine = db.prepare(
    "INSERT INTO cart_lines (id, cart_token, position, variant_id, quantity, attributes) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const selectStock = db.prepare("SELECT available FROM inventory WHERE variant_id = ?");
  const complete = db.prepare("UPDATE carts SET completed_at = ?, updated_at = ? WHERE token = ?");
  // Lines go with their cart (ON DELETE CASCADE). Every time is written by toISOString, so text order is time order.
  const deleteCart = db.prepare("DELETE FROM carts WHERE token = ?");
  const deleteUntouched = db.prepare("DELETE FROM carts WHERE updated_at < ?");

  const save = db.transaction((cart: StoredCart) => {
    upsertCart.run({
      ...cart,
      attributes: JSON.stringify(cart.attributes),
      discountCodes: JSON.stringify(cart.discountCodes),
    });
    deleteLines.run(cart.token);
    cart.lines.forEach((line, position) => {
      insertLine.run(line.id, cart.token, position, line.variantId, line.quantity, JSON.stringify(line.attributes));
    });
  });

  return {
    find(token) {
      const found: unknown = selectCart.get(token);
      if (found === undefined) return undefined;
      const row = cartRowSchema.parse(found);
      const lines = z.array(lineRowSchema).parse(selectLines.all(token));
      return {
        token: row.token,
        secret: row.secret,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
        completedAt: row.completed_at,
        attributes: attributesSchema.parse(JSON.parse(row.attributes)),
        note: row.note,
        countryCode: row.country_code,
        discountCodes: z.array(z.string()).parse(JSON.parse(row.discount_codes)),
        lines: lines.map((line) => ({
          id: line.id,
          variantId: line.variant_id,
          quantity: line.quantity,
          attributes: attributesSchema.parse(JSON.parse(line.attributes)),
        })),
      };
    },
    save: (cart) => save(cart),
    markCompleted(token, completedAt) {
      complete.run(completedAt, completedAt, token);
    },
    remove(token) {
      deleteCart.run(token);
    },
    removeUntouchedSince(cutoff) {
      return deleteUntouched.run(cutoff).changes;
    },
    availableStock(variantId) {
      const row = selectStock.get(variantId) as { available: number } | undefined;
      return row?.available ?? 0;
    },
  };
}

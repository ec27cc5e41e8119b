import { randomBytes } from "node:crypto";
import { z } from "zod";
import type { Cents } from "../money.js";
import type { Attribute } from "./cart-store.js";
import type { ShopDatabase } from "./database.js";

export interface OrderLine {
  title: string;
  variantTitle: string;
  sku: string;
  quantity: number;
  unitCents: Cents;
  subtotalCents: Cents;
  attributes: Attribute[];
}

export interface StoredOrder {
  number: number;
  token: string;
  cartToken: string;
  createdAt: string;
  subtotalCents: Cents;
  discountCents: Cents;
  totalCents: Cents;
  lines: OrderLine[];
}

const orderLineSchema = z.object({
  title: z.string(),
  variantTitle: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  unitCents: z.number().int(),
  subtotalCents: z.number().int(),
  attributes: z.array(z.object({ key: z.string(), value: z.string() })),
});

const orderRowSchema = z.object({
  number: z.number().int(),
  token: z.string(),
  cart_token: z.string(),
  created_at: z.string(),
  subtotal_cents: z.number().int(),
  discount_cents: z.number().int(),
  total_cents: z.number().int(),
  lines: z.string(),
});

/** A new Shopify store numbers its orders from #1001. */
const FIRST_ORDER_NUMBER = 1001;

export type NewOrder = Omit<StoredOrder, "number" | "token">;

export function createOrderStore(db: ShopDatabase) {
  const nextNumber = db.prepare(`SELECT COALESCE(MAX(number) + 1, ${FIRST_ORDER_NUMBER}) AS next FROM orders`);
  const insert =
    db.prepare(`INSERT INTO orders (number, token, cart_token, created_at, subtotal_cents, discount_cents, total_cents, lines)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const takeStock = db.prepare(
    "UPDATE inventory SET available = available - ? WHERE variant_id = ? AND available >= ?",
  );
  const byToken = db.prepare("SELECT * FROM orders WHERE token = ?");

  return {
    /** Takes `quantity` from stock; false (and no change) when there is not that much left. */
    takeStock(variantId: string, quantity: number): boolean {
      return takeStock.run(quantity, variantId, quantity).changes === 1;
    },
    insert(order: NewOrder): StoredOrder {
      const { next } = nextNumber.get() as { next: number };
      const stored: StoredOrder = { ...order, number: next, token: randomBytes(16).toString("hex") };
      insert.run(
        next,
        stored.token,
        order.cartToken,
        order.createdAt,
        order.subtotalCents,
        order.discountCents,
        order.totalCents,
        JSON.stringify(order.lines),
      );
      return stored;
    },
    findByToken(token: string): StoredOrder | undefined {
      const found: unknown = byToken.get(token);
      if (found === undefined) return undefined;
      const row = orderRowSchema.parse(found);
      return {
        number: row.number,
        token: row.token,
        cartToken: row.cart_token,
        createdAt: row.created_at,
        subtotalCents: row.subtotal_cents,
        discountCents: row.discount_cents,
        totalCents: row.total_cents,
        lines: z.array(orderLineSchema).parse(JSON.parse(row.lines)),
      };
    },
  };
}

export type OrderStore = ReturnType<typeof createOrderStore>;

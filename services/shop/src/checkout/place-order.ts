import type { CartService } from "../cart/cart-service.js";
import type { PricedCart } from "../cart/pricing.js";
import type { Catalogue } from "../catalogue/catalogue.js";
import type { CartStore, StoredCart } from "../store/cart-store.js";
import type { ShopDatabase } from "../store/database.js";
import type { OrderStore, StoredOrder } from "../store/order-store.js";

export interface StockShortfall {
  title: string;
  requested: number;
  available: number;
}

export type PlaceOrderOutcome =
  { kind: "placed"; order: StoredOrder } | { kind: "empty" } | { kind: "out-of-stock"; shortfalls: StockShortfall[] };

interface PlaceOrderDependencies {
  db: ShopDatabase;
  carts: CartService;
  cartStore: CartStore;
  orders: OrderStore;
  catalogue: Catalogue;
  now: () => Date;
}

/** What the cart asks of each variant, summed over lines that share it. */
function demandByVariant(priced: PricedCart): Map<string, { title: string; quantity: number }> {
  const demand = new Map<string, { title: string; quantity: number }>();
  for (const line of priced.lines) {
    const entry = demand.get(line.variant.id) ?? { title: line.variant.title, quantity: 0 };
    entry.quantity += line.line.quantity;
    demand.set(line.variant.id, entry);
  }
  return demand;
}

/** One transaction, so stock is taken for every line or none; the completed cart is no longer returned. */
export function createOrderPlacer({ db, carts, cartStore, orders, catalogue, now }: PlaceOrderDependencies) {
  return db.transaction((cart: StoredCart): PlaceOrderOutcome => {
    const priced = carts.price(cart);
    if (priced.lines.length === 0) return { kind: "empty" };
    const demand = demandByVariant(priced);
    const shortfalls: StockShortfall[] = [];
    for (const [variantId, { title, quantity }] of demand) {
      const available = cartStore.availableStock(variantId);
      const product = catalogue.productById(catalogue.variantById(variantId)?.productId ?? "");
      if (available < quantity)
        shortfalls.push({ title: `${product?.title ?? ""} – ${title}`, requested: quantity, available });
    }
    if (shortfalls.length > 0) return { kind: "out-of-stock", shortfalls };
    for (const [variantId, { quantity }] of demand) {
      if (!orders.takeStock(variantId, quantity))
        throw new Error(`Stock for variant ${variantId} changed inside the order transaction`);
    }
    const placedAt = now().toISOString();
    const order = orders.insert({
      cartToken: cart.token,
      createdAt: placedAt,
      subtotalCents: priced.subtotalCents,
      discountCents: priced.discountCents,
      totalCents: priced.totalCents,
      lines: priced.lines.map((line) => ({
        title: catalogue.productById(line.variant.productId)?.title ?? line.variant.title,
        variantTitle: line.variant.title,
        sku: line.variant.sku,
        quantity: line.line.quantity,
        unitCents: line.unitCents,
        subtotalCents: line.subtotalCents,
        attributes: line.line.attributes,
      })),
    });
    cartStore.markCompleted(cart.token, placedAt);
    return { kind: "placed", order };
  });
}

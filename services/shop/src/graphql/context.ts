import type { CartService } from "../cart/cart-service.js";
import type { Catalogue } from "../catalogue/catalogue.js";

/** What resolvers see for one request. */
export interface ShopContext {
  catalogue: Catalogue;
  carts: CartService;
  availableStock(variantId: string): number;
  /** Base of absolute URLs (images, checkoutUrl), without a trailing slash. */
  publicUrl: string;
  /** The client per-client limits count: the buyer a private-token caller names, else the connection's address. */
  clientAddress: string;
}

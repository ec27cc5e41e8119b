import type { CartLine, ProductLine } from "../commerce/types";

const PRODUCT_LINE_NAMES: Record<ProductLine, string> = { classic: "Classic", premium: "Premium" };

/** "Cart modal": "{quantity} x Classic {size}", or Premium for the 600 thread count set. */
export function cartLineTitle(line: Pick<CartLine, "quantity" | "line" | "size">): string {
  return `${line.quantity} x ${PRODUCT_LINE_NAMES[line.line]} ${line.size}`;
}

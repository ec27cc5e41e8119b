import { Kind, type DocumentNode, type OperationDefinitionNode, type SelectionSetNode } from "graphql";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { shopError } from "./errors.js";

/**
 * Per client, as Shopify throttles: HTTP 200 with a `Throttled` error, before anything runs, so a
 * refused request makes no cart. Refused attempts count too.
 */
export const DEFAULT_CARTS_PER_MINUTE = 100;

/** How many cartCreate fields the operation runs at its root, through fragments; validation has ruled out cycles. */
function cartCreatesIn(document: DocumentNode, selectionSet: SelectionSetNode): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value === "cartCreate") count += 1;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      count += cartCreatesIn(document, selection.selectionSet);
    } else {
      const fragment = document.definitions.find(
        (definition) => definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === selection.name.value,
      );
      if (fragment?.kind === Kind.FRAGMENT_DEFINITION) count += cartCreatesIn(document, fragment.selectionSet);
    }
  }
  return count;
}

export type CartCreationLimit = (
  document: DocumentNode,
  operation: OperationDefinitionNode,
  clientAddress: string,
) => Promise<ReturnType<typeof shopError> | null>;

export function createCartCreationLimit(perMinute: number): CartCreationLimit {
  const limiter = new RateLimiterMemory({ points: perMinute, duration: 60, keyPrefix: "cart-create" });
  return async (document, operation, clientAddress) => {
    if (operation.operation !== "mutation") return null;
    const carts = cartCreatesIn(document, operation.selectionSet);
    if (carts === 0) return null;
    try {
      await limiter.consume(clientAddress, carts);
      return null;
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      return shopError("Throttled", "THROTTLED");
    }
  };
}

import { errors } from "@strapi/utils";
import { PAGE } from "../storefront-pages";

/**
 * A page shows its blocks and nothing else, and the storefront answers a page without any as an
 * address it does not know (apps/storefront/app/routing/resolve.server.ts): published empty, the home
 * page would turn `/` into the not-found page. Such a publish is refused, the blocks marked.
 */

const MESSAGE = "A page needs at least one block: published without any, shoppers would find the not-found page here.";

/** A refusal when a page about to be published holds no block (`blocks` is its draft's pageContent), or undefined. */
export function emptyPage(uid: string, blocks: unknown): errors.ValidationError | undefined {
  if (uid !== PAGE || (Array.isArray(blocks) && blocks.length > 0)) return undefined;
  return new errors.ValidationError(`Not published: ${MESSAGE} Add a block, then publish again.`, {
    errors: [{ path: ["pageContent"], message: MESSAGE, name: "ValidationError" }],
  });
}

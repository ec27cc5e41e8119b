import { errors } from "@strapi/utils";
import { PAGE } from "../storefront-pages";

/**
 * The storefront answers a page without blocks as not found (app/content-pages/resolve.server.ts), so an
 * empty home page would break `/`.
 */

const MESSAGE = "A page needs at least one block: published without any, shoppers would find the not-found page here.";

/** A refusal when a page about to be published holds no block (`blocks` is its draft's pageContent), or undefined. */
export function emptyPage(uid: string, blocks: unknown): errors.ValidationError | undefined {
  if (uid !== PAGE || (Array.isArray(blocks) && blocks.length > 0)) return undefined;
  return new errors.ValidationError(`Not published: ${MESSAGE} Add a block, then publish again.`, {
    errors: [{ path: ["pageContent"], message: MESSAGE, name: "ValidationError" }],
  });
}

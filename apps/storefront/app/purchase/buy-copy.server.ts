import { ContentRequestError } from "../content/client.server";
import { contentReaders } from "../content/readers.server";
import { buyCopyFrom, type BuyCopy } from "./buy-copy";

const BUY_PAGE_SLUG = "buy";

/**
 * The CMS's `buy` page for /buy (a preview's draft for an editor). The flow sells without it: when the
 * CMS cannot be reached the failure is logged and today's wording stands.
 */
export async function loadBuyCopy(request: Request): Promise<BuyCopy> {
  try {
    return buyCopyFrom(await contentReaders(request).content.getPage(BUY_PAGE_SLUG));
  } catch (error) {
    if (!(error instanceof ContentRequestError)) throw error;
    console.error(`[content] /buy: ${error.message}`);
    return buyCopyFrom(null);
  }
}

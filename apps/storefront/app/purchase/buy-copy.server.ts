import { ContentRequestError } from "../content/client.server";
import { contentFor } from "../content/request-content.server";
import { buyCopyFrom, type BuyCopy } from "./buy-copy";
import { log } from "../log.server";

const BUY_PAGE_SLUG = "buy";

/** The flow sells without the CMS: when it cannot be reached, the built-in wording stands. */
export async function loadBuyCopy(request: Request): Promise<BuyCopy> {
  try {
    return buyCopyFrom(await contentFor(request).content.getPage(BUY_PAGE_SLUG));
  } catch (error) {
    if (!(error instanceof ContentRequestError)) throw error;
    log.error(`[content] /buy: ${error.message}`);
    return buyCopyFrom(null);
  }
}

import { reshapeCatalogue } from "./catalogue-shape.server";
import type { CatalogueQuery, CatalogueQueryVariables } from "./generated/storefront-api.types";
import { CATALOGUE_QUERY } from "./operations/catalogue";
import { shopClient } from "./shop.server";
import type { StorefrontClient } from "./storefront-client.server";
import type { Catalogue } from "./types";
import { log as logger } from "../log.server";

/** The product list is requested with a limit of 50. */
const PRODUCT_LIMIT = 50;
const FRESH_MS = 30_000;

export type CatalogueReaderOptions = { freshMs?: number; now?: () => number; log?: (message: string) => void };

/** Fresh for 30 s; while the shop fails the last good copy serves (the cart mutation has the final word on stock). */
export function createCatalogueReader(client: StorefrontClient, options: CatalogueReaderOptions = {}) {
  const freshMs = options.freshMs ?? FRESH_MS;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((message: string) => logger.error(message));
  let cached: { catalogue: Catalogue; at: number } | undefined;
  let pending: Promise<Catalogue> | undefined;

  async function fetchCatalogue(): Promise<Catalogue> {
    const data = await client.request<CatalogueQuery, CatalogueQueryVariables>(CATALOGUE_QUERY, {
      first: PRODUCT_LIMIT,
    });
    const catalogue = reshapeCatalogue(data);
    cached = { catalogue, at: now() };
    return catalogue;
  }

  async function getCatalogue(): Promise<Catalogue> {
    if (cached && now() - cached.at < freshMs) return cached.catalogue;
    pending ??= fetchCatalogue().finally(() => {
      pending = undefined;
    });
    try {
      return await pending;
    } catch (error) {
      if (!cached) throw error;
      log(`[shop] serving the catalogue from ${Math.round((now() - cached.at) / 1000)} s ago: ${String(error)}`);
      return cached.catalogue;
    }
  }

  return { getCatalogue };
}

const reader = createCatalogueReader(shopClient);

/** Both product lines, classic first, with their size groups. */
export const getCatalogue = reader.getCatalogue;

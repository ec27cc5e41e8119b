import { checkMeasurement } from "@bedsmade/form-rules";
import { redirect } from "react-router";
import { readCartFlash } from "../commerce/cart/cart-cookies.server";
import { getCart } from "../commerce/cart/cart-handler.server";
import { getCatalogue } from "../commerce/catalogue.server";
import { issueItemNumber } from "../commerce/cart/item-numbers.server";
import { SHOP_UNAVAILABLE_MESSAGE, ShopError, ShopUnavailableError } from "../commerce/storefront-client.server";
import type { Cart, Catalogue, CartNotice } from "../commerce/types";
import { config } from "../config.server";
import { getInfoSheets } from "../content/info-modal.server";
import { contentFor } from "../content/request-content.server";
import type { InfoSheets } from "../content/types";
import { parseAppVersion } from "../layout/app-version";
import { loadBuyCopy } from "./buy-copy.server";
import type { BuyCopy } from "./buy-copy";
import { ADDED_PARAM, addressAgrees, buySearchParams, CHECKOUT_STEP, parseBuyState, type BuyState } from "./buy-state";
import type { FitValues } from "./fit/fit-params";
import { fitTolerance, measuredSizes, measurementChose } from "./fit/fit-rule";
import { productFor, sellableSelection, settleStep } from "./selection-rules";
import { log } from "../log.server";

export type BuyPageData = {
  state: BuyState;
  appVersionNew: boolean;
  /** Null when the shop could not be reached: the page says so and keeps the selection. */
  catalogue: Catalogue | null;
  infoSheets: InfoSheets | null;
  /** Steps 3 and 4; null for an empty cart (or when the shop could not be reached). */
  cart: Cart | null;
  /** Step 3: the number the added set will carry; null when the cart could not be read. */
  itemNumber: number | null;
  shopProblem: string | null;
  notices: CartNotice[];
  added: boolean;
  /** The CMS's buy page: SEO, step labels, inclusion tiles (today's wording when it is missing). */
  copy: BuyCopy;
  /** Step 1: the fit finder's fields as a form sent without script left them; null when none were sent. */
  fit: FitValues | null;
};

/** Shop failures become a calm message for the page; anything else is a bug and propagates. */
async function readOrShopProblem<Result>(
  read: () => Promise<Result>,
): Promise<{ value: Result | null; problem: string | null }> {
  try {
    return { value: await read(), problem: null };
  } catch (error) {
    if (!(error instanceof ShopUnavailableError || error instanceof ShopError)) throw error;
    log.error(`[shop] /buy: ${error.message}`);
    return { value: null, problem: SHOP_UNAVAILABLE_MESSAGE };
  }
}

/** Dropped once a size or depth is picked by hand; kept unchecked during an outage, so it is not lost. */
function carriedFit(state: BuyState, catalogue: Catalogue | null, infoSheets: InfoSheets | null): FitValues | null {
  if (state.step === 1 || !state.fit) return state.fit;
  const checked = checkMeasurement(state.fit);
  const product = catalogue && productFor(catalogue, state.line);
  if (!checked.ok || !product || !infoSheets) return state.fit;
  const sizes = measuredSizes(infoSheets.size);
  return measurementChose(checked.measurement, state, sizes, product, fitTolerance(infoSheets.size)) ? state.fit : null;
}

/**
 * Redirects to the canonical address, so page and address bar agree (docs/browser.md, "The purchase
 * steps"). `url`, not `request.url`, which for a client navigation is the data request.
 */
export async function loadBuyPage(request: Request, url: URL): Promise<{ data: BuyPageData; headers: Headers }> {
  const appVersionNew = parseAppVersion(request.headers.get("Cookie"), config.appKey) === "1.1";
  const requested = parseBuyState(url.searchParams, appVersionNew);
  const onCheckout = requested.step === CHECKOUT_STEP;
  const needsCart = onCheckout || requested.step === 3;

  const [catalogueRead, infoSheets, cartRead, flash, copy] = await Promise.all([
    readOrShopProblem(getCatalogue),
    getInfoSheets(contentFor(request).client),
    needsCart ? readOrShopProblem(() => getCart(request)) : Promise.resolve({ value: null, problem: null }),
    readCartFlash(request),
    loadBuyCopy(request),
  ]);
  const catalogue = catalogueRead.value;
  // Without the catalogue nothing can be checked: the selection stays exactly as it was asked for.
  const settled = catalogue ? settleStep({ ...requested, ...sellableSelection(requested, catalogue) }) : requested;
  const state = { ...settled, fit: carriedFit(settled, catalogue, infoSheets) };
  const added = onCheckout && url.searchParams.get(ADDED_PARAM) === "1";

  const canonical = buySearchParams(state);
  if (added) canonical.set(ADDED_PARAM, "1");
  if (!addressAgrees(url.searchParams, canonical, state, appVersionNew)) {
    // The flash cookie is left alone: the page the redirect lands on shows its notices.
    throw redirect(`/buy?${canonical.toString()}`);
  }

  const headers = new Headers(flash.headers);
  cartRead.value?.headers.forEach((value, name) => headers.append(name, value));
  const issued = state.step === 3 && cartRead.value ? await issueItemNumber(request, cartRead.value.cart) : null;
  if (issued) headers.append("Set-Cookie", issued.setCookie);
  return {
    data: {
      state,
      appVersionNew,
      catalogue,
      infoSheets,
      cart: cartRead.value?.cart ?? null,
      itemNumber: issued?.itemNumber ?? null,
      // At step 3 an unreadable cart only costs the item number; the add itself reports any outage.
      shopProblem: catalogueRead.problem ?? (onCheckout ? cartRead.problem : null),
      notices: flash.notices,
      added,
      copy,
      fit: state.step === 1 ? state.fit : null,
    },
    headers,
  };
}

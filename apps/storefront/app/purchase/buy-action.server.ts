import { redirect } from "react-router";
import { handleCartAction } from "../commerce/cart/cart-http.server";
import { serializeCartFlash } from "../commerce/cart/cart-cookies.server";
import type { CartNotice } from "../commerce/types";
import { ADDED_PARAM, buySearchParams, parseBuyState } from "./buy-state";

const NOT_AN_ADD: CartNotice = {
  kind: "error",
  code: "INVALID_INPUT",
  message: "Please add your set from the Services step.",
};

function field(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
}

/** Step 3's Add without script. The shop's notices ride the flash cookie to the page the 303 lands on. */
export async function addToCartFromBuy(request: Request): Promise<Response> {
  // A body that is not a form (broken multipart, JSON) is not an add, and gets the notice below.
  const formData = await request.formData().catch(() => new FormData());
  const selection = parseBuyState(
    new URLSearchParams({
      step: "3",
      line: field(formData, "line"),
      size: field(formData, "size"),
      depth: field(formData, "depth"),
    }),
    false,
  );
  // It carries this visitor's cookies, so no cache may keep it.
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (field(formData, "intent") !== "add") {
    headers.append("Set-Cookie", await serializeCartFlash([NOT_AN_ADD]));
    return redirect(`/buy?${buySearchParams(selection).toString()}`, { status: 303, headers });
  }

  const result = await handleCartAction(request, formData);
  result.headers.forEach((value, name) => headers.append(name, value));
  if (result.notices.length > 0) headers.append("Set-Cookie", await serializeCartFlash(result.notices));
  const failed = result.status >= 400 || result.notices.some((notice) => notice.kind === "error");
  const target = buySearchParams({ ...selection, step: failed ? 3 : 4 });
  if (!failed) target.set(ADDED_PARAM, "1");
  return redirect(`/buy?${target.toString()}`, { status: 303, headers });
}

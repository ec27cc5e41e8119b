import { cartActionResponse, cartReadResponse } from "../commerce/cart/cart-http.server";
import { addVisitorCookies } from "../http/visitor-cookies.server";
import type { Route } from "./+types/api.cart";

/** The cart endpoint: GET for the header badge and panel (no-store), POST for every cart action. */
export async function loader({ request }: Route.LoaderArgs) {
  const response = await cartReadResponse(request);
  addVisitorCookies(request, response.headers);
  return response;
}

export async function action({ request }: Route.ActionArgs) {
  const response = await cartActionResponse(request);
  addVisitorCookies(request, response.headers);
  return response;
}

import { cartActionResponse, cartReadResponse } from "../commerce/cart/cart-http.server";
import type { Route } from "./+types/api.cart";
import { visitorCookiesMiddleware } from "../http/visitor-cookies.server";

/** The session and locale cookies: this route's answers are never shared (http/visitor-cookies.server.ts). */
export const middleware: Route.MiddlewareFunction[] = [visitorCookiesMiddleware];

/** The cart endpoint: GET for the header badge and panel (no-store), POST for every cart action. */
export function loader({ request }: Route.LoaderArgs) {
  return cartReadResponse(request);
}

export function action({ request }: Route.ActionArgs) {
  return cartActionResponse(request);
}

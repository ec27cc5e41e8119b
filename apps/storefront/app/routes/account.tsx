import { AccountPage } from "../account/AccountPage";
import { requireSessionToken } from "../http/signed-in-guard.server";
import { refuseFormPost } from "../content-pages/resolve.server";
import type { Route } from "./+types/account";

/** A route for signed-in shoppers (route guard): without the session token cookie, off to `/`. */
export function loader({ request }: Route.LoaderArgs) {
  requireSessionToken(request);
  return null;
}

/** The page takes no forms; a visitor without the token is sent home first, like a GET. */
export function action({ request }: Route.ActionArgs) {
  requireSessionToken(request);
  return refuseFormPost();
}

/** Only for the shopper whose cookie it checked: never stored by a shared cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = () => [
  { title: "Your account | Bedsmade" },
  { name: "robots", content: "noindex" },
];

export default function Account() {
  return <AccountPage />;
}

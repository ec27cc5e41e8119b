import { loadPath, refuseFormPost } from "../content-pages/resolve.server";
import { contentRouteHeaders } from "../content-pages/http-cache.server";
import { contentRouteMeta } from "../content-pages/content-meta";
import { ContentPage } from "../content-pages/ContentPage";
import type { Route } from "./+types/page";

/** Every path no other route claims: redirects, main pages, blog articles and the 404 page. */
export const loader = ({ request, context, url }: Route.LoaderArgs) => loadPath({ request, context }, url);

export const action = refuseFormPost;

export const headers = contentRouteHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => contentRouteMeta(loaderData);

export default function ContentRoute({ loaderData }: Route.ComponentProps) {
  return <ContentPage view={loaderData.view} />;
}

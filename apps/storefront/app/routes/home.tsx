import { loadHome, refuseFormPost } from "../content-pages/resolve.server";
import { contentRouteHeaders } from "../content-pages/http-cache.server";
import { contentRouteMeta } from "../content-pages/content-meta";
import { ContentPage } from "../content-pages/ContentPage";
import type { Route } from "./+types/home";

export const loader = ({ request, context }: Route.LoaderArgs) => loadHome({ request, context });

export const action = refuseFormPost;

export const headers = contentRouteHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => contentRouteMeta(loaderData);

export default function Home({ loaderData }: Route.ComponentProps) {
  return <ContentPage view={loaderData.view} />;
}

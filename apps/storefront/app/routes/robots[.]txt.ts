import { contentHeaders } from "../content-pages/http-cache.server";
import { siteOrigin } from "../seo/site-url.server";
import { buildRobots } from "../seo/sitemap";
import type { Route } from "./+types/robots[.]txt";

export function loader({ request }: Route.LoaderArgs) {
  return new Response(buildRobots(siteOrigin(request)), {
    headers: { ...contentHeaders, "Content-Type": "text/plain; charset=utf-8" },
  });
}

import { content, loadContent } from "../content/content.server";
import { contentHeaders } from "../content-pages/http-cache.server";
import { siteOrigin } from "../seo/site-url.server";
import { buildSitemap } from "../seo/sitemap";
import type { Route } from "./+types/sitemap[.]xml";

export async function loader({ request }: Route.LoaderArgs) {
  const index = await loadContent(() => content.getIndex());
  return new Response(buildSitemap(siteOrigin(request), index), {
    headers: { ...contentHeaders, "Content-Type": "application/xml; charset=utf-8" },
  });
}

import { data, useLocation } from "react-router";
import { addToCartFromBuy } from "../purchase/buy-action.server";
import { loadBuyPage } from "../purchase/buy-loader.server";
import { BuyFlow } from "../purchase/BuyFlow";
import { BuyTopBar } from "../purchase/BuyTopBar";
import { buildPageMeta, pageName } from "../seo/meta";
import { siteOrigin } from "../seo/site-url.server";
import type { Route } from "./+types/buy";
import { visitorCookiesMiddleware } from "../http/visitor-cookies.server";

/** When the CMS has no buy page (or leaves its SEO empty). */
const FALLBACK_SEO = {
  title: "Build your sheet set | Bedsmade",
  description: "Choose your mattress size and depth for a tailored organic cotton sateen sheet set.",
};

/** The session and locale cookies: this route's answers are never shared (http/visitor-cookies.server.ts). */
export const middleware: Route.MiddlewareFunction[] = [visitorCookiesMiddleware];

export async function loader({ request, url }: Route.LoaderArgs) {
  const page = await loadBuyPage(request, url);
  const seo = page.data.copy.seo ?? { title: null, description: null, keywords: [], image: null };
  const meta = buildPageMeta({
    origin: siteOrigin(request),
    path: "/buy",
    seo: { ...seo, description: seo.description ?? FALLBACK_SEO.description },
    fallbackTitle: FALLBACK_SEO.title,
    breadcrumbs: [{ name: pageName(seo, "buy"), path: "/buy" }],
  });
  return data({ ...page.data, meta }, { headers: page.headers });
}

/** Step 3's Add, as a real form post that works without script. */
export async function action({ request }: Route.ActionArgs) {
  return addToCartFromBuy(request);
}

/** The flow shows this visitor's cart and choices: never stored by a shared cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** The CMS's buy page SEO: title, description, image (Open Graph), as content pages have. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Buy({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  return (
    <div className="buy">
      <BuyTopBar step={loaderData.state.step} labels={loaderData.copy.stepLabels} />
      <BuyFlow key={location.key} data={loaderData} />
    </div>
  );
}

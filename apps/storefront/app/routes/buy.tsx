import { data, useLocation } from "react-router";
import { addToCartFromBuy } from "../purchase/buy-action.server";
import { loadBuyPage } from "../purchase/buy-loader.server";
import { BuyFlow } from "../purchase/BuyFlow";
import { BuyTopBar } from "../purchase/BuyTopBar";
import type { Route } from "./+types/buy";

export async function loader({ request, url }: Route.LoaderArgs) {
  const page = await loadBuyPage(request, url);
  return data(page.data, { headers: page.headers });
}

/** Step 3's Add, as a real form post that works without script. */
export const action = ({ request }: Route.ActionArgs) => addToCartFromBuy(request);

/** The flow shows this visitor's cart and choices: never stored by a shared cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = () => [
  { title: "Build your sheet set | Bedsmade" },
  {
    name: "description",
    content: "Choose your mattress size and depth for a tailored organic cotton sateen sheet set.",
  },
];

export default function Buy({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  return (
    <div className="buy">
      <BuyTopBar step={loaderData.state.step} />
      <BuyFlow key={location.key} data={loaderData} />
    </div>
  );
}

import { config } from "../config.server";
import { contentCache } from "../content/content.server";
import { handleRevalidate } from "../content/revalidation.server";
import type { Route } from "./+types/api.revalidate";

/** Strapi's webhook target: purges the content cache so an edit shows on the next request. */
export const action = ({ request }: Route.ActionArgs) =>
  handleRevalidate(request, { secret: config.revalidateSecret, cache: contentCache });

export const loader = ({ request }: Route.LoaderArgs) =>
  handleRevalidate(request, { secret: config.revalidateSecret, cache: contentCache });

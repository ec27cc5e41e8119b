import { config } from "../config.server";
import { contentPurging } from "../content/content.server";
import { handleRevalidate } from "../content/revalidation.server";
import type { Route } from "./+types/api.revalidate";

/** Strapi's webhook target: purges what an edit touches, so it shows on the next request on every instance. */
const options = { secret: config.revalidateSecret, ...contentPurging };

export const action = ({ request }: Route.ActionArgs) => handleRevalidate(request, options);

export const loader = ({ request }: Route.LoaderArgs) => handleRevalidate(request, options);

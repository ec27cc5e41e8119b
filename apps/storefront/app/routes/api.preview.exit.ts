import { previewCookieSettings } from "../preview/preview.server";
import { previewExitResponse } from "../preview/preview-routes.server";
import type { Route } from "./+types/api.preview.exit";

/** The preview bar's way out: GET /api/preview/exit?path=/faqs. */
export const loader = ({ request }: Route.LoaderArgs) => previewExitResponse(request, previewCookieSettings);

import { config } from "../config.server";
import { previewCookieSettings } from "../preview/preview.server";
import { previewEntryResponse } from "../preview/preview-routes.server";
import type { Route } from "./+types/api.preview";

/** The CMS admin's Preview opens this: GET /api/preview?token=… (signed, good for minutes). */
export const loader = ({ request }: Route.LoaderArgs) =>
  previewEntryResponse(request, { ...previewCookieSettings, canReadDrafts: config.content.token !== undefined });

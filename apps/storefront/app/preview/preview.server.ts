import { config } from "../config.server";
import { previewSettings, readPreview, type PreviewState } from "./preview-cookie.server";

/** This process's preview cookie settings, as server.ts builds them from the same configuration. */
export const previewCookieSettings = previewSettings(config, process.env.NODE_ENV === "production");

/** The editor's preview this request is part of, or null for everyone else (and any bad cookie). */
export function previewOf(request: Request): PreviewState | null {
  return readPreview(request.headers.get("Cookie"), previewCookieSettings);
}

import { signPreviewLink } from "@bedsmade/form-rules";
import type { Core } from "@strapi/strapi";
import { isSlugged, slugOf, storefrontPath } from "../storefront-pages";

/**
 * The admin's Preview: a storefront address with a token signed per click, naming the page and
 * version. Which types get one and where: docs/cms.md, "Preview".
 */

/** The storefront page where each single type shows. */
const SHOWN_ON: Readonly<Record<string, string>> = {
  "api::header.header": "/",
  "api::navigation.navigation": "/",
  "api::footer.footer": "/",
  "api::subscribe-modal.subscribe-modal": "/",
  "api::sold-out-modal.sold-out-modal": "/buy",
  "api::info-modal.info-modal": "/buy",
};

export type PreviewParams = { documentId: string; locale?: string | null; status?: string };

export function storefrontUrl(): string {
  return process.env.STOREFRONT_URL || "http://localhost:3000";
}

/** Where an entry shows on the storefront, or null when it has no page of its own. */
async function pathOf(
  strapi: Core.Strapi,
  uid: string,
  documentId: string,
  status: "draft" | "published",
): Promise<string | null> {
  if (!isSlugged(uid)) return SHOWN_ON[uid] ?? null;
  const slug = await slugOf(strapi, uid, documentId, status);
  return slug ? storefrontPath(slug) : null;
}

/** The storefront's preview address of one entry, or null when it has no page or preview is not set up. */
export async function previewUrl(strapi: Core.Strapi, uid: string, params: PreviewParams): Promise<string | null> {
  const secret = process.env.PREVIEW_SECRET;
  if (!secret) return null;
  // The admin asks for the version shown in its current tab; anything but "published" is the draft.
  const status = params.status === "published" ? "published" : "draft";
  const path = await pathOf(strapi, uid, params.documentId, status);
  if (path === null) return null;
  const url = new URL("/api/preview", storefrontUrl());
  url.search = new URLSearchParams({ token: await signPreviewLink(secret, { path, status }) }).toString();
  return url.toString();
}

/** Said once at start, so an owner knows why the admin offers no preview. */
export function warnWhenPreviewIsOff(strapi: Core.Strapi): void {
  if (!process.env.PREVIEW_SECRET) {
    strapi.log.warn(
      "[setup] PREVIEW_SECRET is not set: the admin's Preview shows nothing until it is (the storefront needs the same value).",
    );
  }
}

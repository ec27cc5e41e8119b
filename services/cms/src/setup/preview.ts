import { signPreviewLink } from "@bedsmade/form-rules";
import type { Core } from "@strapi/strapi";
import { isSlugged, slugOf, storefrontPath } from "../storefront-pages";

/**
 * The admin's Preview (Strapi 5, config/admin.ts): where the storefront shows a page or a blog
 * article as the editor has it. The address is the storefront's preview entry with a token signed
 * here each time the admin asks (@bedsmade/form-rules, preview-link.ts): it names the page and the
 * version, expires in minutes and never carries PREVIEW_SECRET itself. The storefront checks it,
 * remembers the preview in a short-lived cookie and redirects to the page, which then reads drafts
 * with the storefront's API token, its header, menu and footer too. The
 * single types that are part of every page (the header, the footer…) are previewed on the home page,
 * and the purchase flow's modals on /buy, where the editor opens them. The other collection types
 * (a testimonial, an expert…) are shown through the pages that relate to them, so they get no preview.
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

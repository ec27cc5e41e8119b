import type { Core } from "@strapi/strapi";

/**
 * The admin's Preview (Strapi 5, config/admin.ts): where the storefront shows a page or a blog
 * article as the editor has it. The address is the storefront's preview entry, which checks the
 * shared PREVIEW_SECRET, remembers the preview in a short-lived cookie and redirects to the page;
 * the page then reads drafts with the storefront's API token. Other types have no page of their
 * own (the header, a testimonial…), so they get no preview.
 */

/** Content types that are shown at `/{slug}` on the storefront (SPEC §2 "Routing"). */
const PREVIEWABLE = ["api::page.page", "api::blog-article.blog-article"] as const;
type Previewable = (typeof PREVIEWABLE)[number];

const isPreviewable = (uid: string): uid is Previewable => (PREVIEWABLE as readonly string[]).includes(uid);
/** The page with this slug is the storefront's `/`. */
const HOME_SLUG = "home";

export type PreviewParams = { documentId: string; locale?: string | null; status?: string };

export function storefrontUrl(): string {
  return process.env.STOREFRONT_URL || "http://localhost:3000";
}

/** The storefront path of an entry with this slug. */
export function storefrontPath(slug: string): string {
  return slug === HOME_SLUG ? "/" : `/${slug}`;
}

/** The storefront's preview address of one entry, or null when it has no page or preview is not set up. */
export async function previewUrl(strapi: Core.Strapi, uid: string, params: PreviewParams): Promise<string | null> {
  const secret = process.env.PREVIEW_SECRET;
  if (!isPreviewable(uid) || !secret) return null;
  // The admin asks for the version shown in its current tab; anything but "published" is the draft.
  const status = params.status === "published" ? "published" : "draft";
  const document = await strapi.documents(uid).findOne({ documentId: params.documentId, status, fields: ["slug"] });
  const slug: unknown = document?.slug;
  if (typeof slug !== "string" || slug === "") return null;
  const url = new URL("/api/preview", storefrontUrl());
  url.search = new URLSearchParams({ secret, path: storefrontPath(slug), status }).toString();
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

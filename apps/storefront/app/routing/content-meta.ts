import type { MetaDescriptor } from "react-router";
import { faqPage } from "../seo/json-ld";
import type { ContentRouteData } from "./resolve.server";

/**
 * A content route's head: the tags its loader built, then the FAQPage of the page's accordions.
 * The FAQPage is worked out here, from the blocks the page's data carries anyway, so that the
 * answers do not travel a second time as plain text in that data. On /faqs that copy was 6 KB of
 * the document (530 bytes compressed), counted against its first round trip (bench/README.md).
 */
export function contentRouteMeta(data: ContentRouteData | undefined): MetaDescriptor[] {
  if (!data) return [];
  const faq = data.view.kind === "page" ? faqPage(data.view.blocks) : null;
  return faq ? [...data.meta, { "script:ld+json": faq }] : data.meta;
}

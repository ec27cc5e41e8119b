import type { MetaDescriptor } from "react-router";
import { faqPage } from "../seo/json-ld";
import type { ContentRouteData } from "./resolve.server";

/**
 * A content route's head: the loader's tags, then the FAQPage of the page's accordions, built from
 * the blocks so the answers do not travel twice (6 KB of /faqs, bench/README.md).
 */
export function contentRouteMeta(data: ContentRouteData | undefined): MetaDescriptor[] {
  if (!data) return [];
  const faq = data.view.kind === "page" ? faqPage(data.view.blocks) : null;
  return faq ? [...data.meta, { "script:ld+json": faq }] : data.meta;
}

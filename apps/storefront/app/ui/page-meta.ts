import type { MetaDescriptor } from "react-router";
import type { Seo } from "../content/types";

const SITE_NAME = "Bedsmade";

/** Title, description, keywords and Open Graph tags from a page's SEO component. */
export function pageMeta(seo: Seo | undefined): MetaDescriptor[] {
  const title = seo?.title ?? SITE_NAME;
  const tags: MetaDescriptor[] = [{ title }, { property: "og:title", content: title }, { property: "og:type", content: "website" }];
  if (seo?.description) {
    tags.push({ name: "description", content: seo.description }, { property: "og:description", content: seo.description });
  }
  if (seo && seo.keywords.length > 0) tags.push({ name: "keywords", content: seo.keywords.join(", ") });
  if (seo?.image) {
    tags.push({ property: "og:image", content: seo.image.url });
    if (seo.image.alt) tags.push({ property: "og:image:alt", content: seo.image.alt });
  }
  return tags;
}

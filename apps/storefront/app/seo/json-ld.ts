import type { PlacedBlock } from "../blocks/block";
import type { FaqAccordionBlock } from "../blocks/faq-accordion/schema";
import { isSentAsHtml, type ViewBlock } from "../blocks/sent-as-html";
import type { Article } from "../content/types";

/** schema.org structured data (JSON-LD) for search engines, built from content. */

export const SITE_NAME = "Bedsmade";

type JsonLd = Record<string, unknown>;
export type Crumb = { name: string; path: string };

export function organization(origin: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: SITE_NAME,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
  };
}

export function breadcrumbList(origin: string, crumbs: Crumb[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}

export function blogPosting(origin: string, article: Article, updatedAt: string | null): JsonLd {
  const url = `${origin}/${article.slug}`;
  const image = article.image ?? article.seo.image;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: article.heading,
    ...(article.subHeading || article.seo.description
      ? { description: article.subHeading ?? article.seo.description }
      : {}),
    ...(image ? { image: image.url } : {}),
    ...(article.date ? { datePublished: article.date } : {}),
    ...(updatedAt ? { dateModified: updatedAt } : {}),
    author: article.author
      ? { "@type": "Person", name: article.author }
      : { "@type": "Organization", name: SITE_NAME, url: `${origin}/` },
    publisher: { "@type": "Organization", name: SITE_NAME, url: `${origin}/` },
    mainEntityOfPage: url,
    url,
    ...(article.seo.keywords.length > 0 ? { keywords: article.seo.keywords.join(", ") } : {}),
    timeRequired: `PT${article.readingTime}M`,
  };
}

/** Answers are sanitised HTML; structured data wants their text. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

function isFaqAccordion(block: ViewBlock): block is PlacedBlock & FaqAccordionBlock {
  return !isSentAsHtml(block) && block.component === "blocks.faq-accordion";
}

/** The FAQPage of a page's FAQ accordions; null when the page has none. */
export function faqPage(blocks: readonly ViewBlock[]): JsonLd | null {
  const questions = blocks
    .filter(isFaqAccordion)
    .flatMap((block) => block.sections.flatMap((section) => section.questions));
  if (questions.length === 0) return null;
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: questions.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: textOfHtml(item.answer) },
    })),
  };
}

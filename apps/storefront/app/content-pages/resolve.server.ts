import { findRedirect } from "@bedsmade/form-rules";
import { data, redirect, type MetaDescriptor, type RouterContextProvider } from "react-router";
import type { ContentApi } from "../content/api.server";
import { loadContent } from "../content/content.server";
import { contentFor } from "../content/request-content.server";
import type { ViewBlock } from "../blocks/sent-as-html";
import { viewBlocks } from "../blocks/sent-as-html.server";
import { BLOG_SLUG, HOME_SLUG, NOT_FOUND_SLUG } from "../content/page-slugs";
import type { Article, Page } from "../content/types";
import { FORM_POST_REFUSED_MESSAGE, NOT_FOUND_MESSAGE } from "../messages";
import { blogPosting } from "../seo/json-ld";
import { buildPageMeta, pageName } from "../seo/meta";
import { siteOrigin } from "../seo/site-url.server";
import { contentHeaders, noStoreHeaders } from "./http-cache.server";
import { movedTo, withQuery } from "./moved-pages";

/**
 * Which content a path shows, in this order: an old path's redirect, a main page, a blog article, a
 * renamed page's old slug, else the content service's 404 page.
 */

const BLOG_INTRO = "blocks.blog-intro-text";

export type ContentView =
  | { kind: "page"; blocks: ViewBlock[] }
  | { kind: "article"; intro: ViewBlock[]; article: ViewedArticle }
  | { kind: "not-found"; blocks: ViewBlock[] };

export type ViewedArticle = Omit<Article, "blocks"> & { blocks: ViewBlock[] };

/** The request a content route answers, and its context, where blocks sent as HTML wait for the render. */
type LoaderInput = { request: Request; context: Readonly<RouterContextProvider> };

export type ContentRouteData = { view: ContentView; meta: MetaDescriptor[] };

function pageData({ request, context }: LoaderInput, page: Page, path: string) {
  const meta = buildPageMeta({
    origin: siteOrigin(request),
    path,
    seo: page.seo,
    fallbackTitle: `${pageName(page.seo, page.slug)} | Bedsmade`,
    breadcrumbs: path === "/" ? [] : [{ name: pageName(page.seo, page.slug), path }],
  });
  return data<ContentRouteData>(
    { view: { kind: "page", blocks: viewBlocks(request, context, page.blocks) }, meta },
    { headers: contentHeaders },
  );
}

async function notFoundData({ request, context }: LoaderInput, content: ContentApi) {
  const page = await content.getPage(NOT_FOUND_SLUG);
  // Without 404 content the root error page says the "This page could not be found".
  if (!page) throw data(NOT_FOUND_MESSAGE, { status: 404, headers: noStoreHeaders });
  const meta = buildPageMeta({
    origin: siteOrigin(request),
    path: `/${NOT_FOUND_SLUG}`,
    seo: page.seo,
    fallbackTitle: `${NOT_FOUND_MESSAGE} | Bedsmade`,
    breadcrumbs: [],
    noIndex: true,
  });
  return data<ContentRouteData>(
    { view: { kind: "not-found", blocks: viewBlocks(request, context, page.blocks) }, meta },
    { status: 404, headers: noStoreHeaders },
  );
}

async function articleData(
  { request, context }: LoaderInput,
  content: ContentApi,
  article: Article,
  updatedAt: string | null,
) {
  const blog = await content.getPage(BLOG_SLUG);
  const intro = (blog?.blocks ?? []).filter((block) => block.component === BLOG_INTRO);
  const origin = siteOrigin(request);
  const meta = buildPageMeta({
    origin,
    path: `/${article.slug}`,
    seo: {
      ...article.seo,
      description: article.seo.description ?? article.subHeading,
      image: article.seo.image ?? article.image,
    },
    fallbackTitle: `${article.heading} | Bedsmade`,
    breadcrumbs: [
      { name: blog ? pageName(blog.seo, BLOG_SLUG) : "Blog", path: `/${BLOG_SLUG}` },
      { name: article.heading, path: `/${article.slug}` },
    ],
    structuredData: [blogPosting(origin, article, updatedAt)],
  });
  const view: ContentView = {
    kind: "article",
    intro: viewBlocks(request, context, intro),
    article: { ...article, blocks: viewBlocks(request, context, article.blocks) },
  };
  return data<ContentRouteData>({ view, meta }, { headers: contentHeaders });
}

export function loadHome(input: LoaderInput) {
  const { content } = contentFor(input.request);
  return loadContent(async () => {
    const page = await content.getPage(HOME_SLUG);
    return page && page.blocks.length > 0 ? pageData(input, page, "/") : notFoundData(input, content);
  });
}

/**
 * Any path other than `/` that no other route claims. `url` is the loader's own URL: on client
 * navigations `request.url` is the data request (`/contact.data`), not the page's address.
 */
export function loadPath(input: LoaderInput, url: URL) {
  const { content } = contentFor(input.request);
  return loadContent(async () => {
    const index = await content.getIndex();
    const pageSlugs = new Set(index.pages.map((stamp) => stamp.slug));
    const articles = new Map(index.articles.map((stamp) => [stamp.slug, stamp.updatedAt]));
    const target = findRedirect(url.pathname, url.search, {
      hasPage: (slug) => pageSlugs.has(slug),
      hasArticle: (slug) => articles.has(slug),
    });
    if (target) throw redirect(target, { status: 301, headers: contentHeaders });

    const segments = url.pathname.split("/").filter((segment) => segment !== "");
    const slug = segments.length === 1 ? segments[0] : undefined;
    if (slug === undefined || slug === NOT_FOUND_SLUG) return notFoundData(input, content);
    if (pageSlugs.has(slug)) {
      const page = await content.getPage(slug);
      // Every block refused (reported) leaves nothing to show: the 404 page rather than an empty one.
      if (page && page.blocks.length > 0) return pageData(input, page, `/${slug}`);
    }
    if (articles.has(slug)) {
      const article = await content.getArticle(slug);
      if (article) return articleData(input, content, article, articles.get(slug) ?? null);
    }
    // An address typed with other capitals (/FAQs) goes to the page it names, as /Buy already answers.
    const canonicalSlug = [...pageSlugs, ...articles.keys()].find(
      (known) => known !== slug && known.toLowerCase() === slug.toLowerCase(),
    );
    if (canonicalSlug) throw redirect(`/${canonicalSlug}${url.search}`, { status: 301, headers: contentHeaders });
    // The old slug of a page or article the owner renamed leads to where it is now.
    const moved = await movedTo(slug, {
      redirectOf: (from) => content.getRedirect(from),
      isShown: (shown) => pageSlugs.has(shown) || articles.has(shown),
    });
    if (moved !== null) throw redirect(withQuery(moved, url.search), { status: 301, headers: contentHeaders });
    return notFoundData(input, content);
  });
}

/**
 * Content pages take no form posts. Answering one ourselves keeps it a calm 405 with our wording,
 * rather than React Router's internal error and its stack trace in the logs.
 */
export function refuseFormPost(): never {
  throw data(FORM_POST_REFUSED_MESSAGE, { status: 405, headers: { Allow: "GET, HEAD", ...noStoreHeaders } });
}

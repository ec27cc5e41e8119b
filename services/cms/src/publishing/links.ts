import { oldAddressOf } from "@bedsmade/form-rules";
import type { Core } from "@strapi/strapi";
import { errors } from "@strapi/utils";
import { Marked } from "marked";
import { placesOf, type EntryField, type Failure } from "./entry-fields";
import { REDIRECT } from "./redirects";
import { isSlugged, SLUGGED_TYPES, STOREFRONT_PAGES } from "../storefront-pages";

/**
 * Strapi takes any text as a link, so a typo went out broken to every shopper. Refused at publish;
 * outside addresses are the owner's to choose.
 */

/** The components whose `link` the storefront follows as a page of the site (apps/storefront/app/model/button.ts). */
const LINK_COMPONENTS = new Set(["shared.link", "shared.button", "shared.header-item"]);
const OUTSIDE_THE_SHOP = /^(https?:|mailto:|tel:)/i;

/** The page a content link names, as the storefront reads it: "" for home, null for an address outside the shop. */
export function slugOfLink(link: string): string | null {
  const trimmed = link.trim();
  if (OUTSIDE_THE_SHOP.test(trimmed)) return null;
  const path = trimmed.replace(/^[/\\]+/, "").split(/[?#]/)[0] ?? "";
  return path.replace(/\/+$/, "");
}

/** The slugs of the published pages and articles. */
export async function publishedSlugs(strapi: Core.Strapi): Promise<Set<string>> {
  const entries = await Promise.all(
    SLUGGED_TYPES.map((uid) => strapi.documents(uid).findMany({ status: "published", fields: ["slug"] })),
  );
  return new Set(entries.flat().map((entry) => String(entry.slug)));
}

/** The slugs shoppers reach a page or article at: its own, or an old one that redirects to it (redirects.ts). */
async function reachableSlugs(strapi: Core.Strapi): Promise<Set<string>> {
  const redirects = await strapi.documents(REDIRECT).findMany({ fields: ["from"] });
  return new Set([...(await publishedSlugs(strapi)), ...redirects.map((entry) => oldAddressOf(String(entry.from)))]);
}

/** A link to check, and where the owner wrote it. */
type WrittenLink = { path: string[]; link: string; inText: boolean };

/** Markdown read as the storefront renders it (apps/storefront/app/model/markdown.server.ts). */
const markdown = new Marked({ gfm: true, breaks: true });
/** `<a href="target">`, which markdown lets a text hold as it is. */
const HTML_LINK = /<a\b[^>]*\bhref\s*=\s*["']([^"']+)["']/gi;

/** The targets of the links a markdown text holds: `[words](target)`, `[words][reference]`, bare addresses and `<a href>`. */
export function linksInText(text: string): string[] {
  const targets: string[] = [];
  markdown.walkTokens(markdown.lexer(text), (token) => {
    if (token.type === "link") targets.push(String(token.href));
    else if (token.type === "html")
      targets.push(...[...token.raw.matchAll(HTML_LINK)].map(([, target = ""]) => target));
  });
  return targets;
}

/** The links of an entry's fields: each link field, and each link inside a markdown text. */
function linksOf(fields: readonly EntryField[]): WrittenLink[] {
  return fields.flatMap(({ path, holder, name, attribute, value }): WrittenLink[] => {
    if (typeof value !== "string") return [];
    if (LINK_COMPONENTS.has(holder) && name === "link") return [{ path, link: value, inText: false }];
    if (attribute.type === "richtext") return linksInText(value).map((link) => ({ path, link, inText: true }));
    return [];
  });
}

function summary(failures: readonly Failure[]): string {
  return (
    `Not published: ${failures.length === 1 ? "a link goes" : "links go"} to no published page (${placesOf(failures)}). ` +
    `Use the slug of a published page or article (such as faqs), buy, or a full address such as https://…, then publish again.`
  );
}

/** One refusal naming every broken link, or undefined. `ownSlug` is the draft's slug, if any. */
export async function brokenLinks(
  strapi: Core.Strapi,
  uid: string,
  fields: readonly EntryField[],
  ownSlug: unknown,
): Promise<errors.ValidationError | undefined> {
  const links = linksOf(fields);
  if (links.length === 0) return undefined;
  const known = new Set([...STOREFRONT_PAGES, ...(await reachableSlugs(strapi))]);
  // A page or article may link to itself: its slug is published with it.
  if (isSlugged(uid) && typeof ownSlug === "string") known.add(ownSlug);
  const failures = links
    .filter(({ link }) => {
      const slug = slugOfLink(link);
      return slug !== null && slug !== "" && !known.has(slug);
    })
    .map(({ path, link, inText }): Failure => ({
      path,
      message: `"${link.trim()}"${inText ? " in this text" : ""} goes to no published page or article.`,
      name: "ValidationError",
    }));
  return failures.length > 0 ? new errors.ValidationError(summary(failures), { errors: failures }) : undefined;
}

import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";
import type { Html } from "./html";

/**
 * Rendered on the server, so no markdown parser ships to the browser; editors are trusted, their input
 * is not, so marked's output passes an allow-list (docs/content.md, "Rich text").
 */
const markdown = new Marked({ gfm: true, breaks: true, async: false });

const ALLOWED_TAGS = [
  "p",
  "br",
  "strong",
  "em",
  "b",
  "i",
  "u",
  "s",
  "del",
  "a",
  "ul",
  "ol",
  "li",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "blockquote",
  "code",
  "pre",
  "hr",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
];

const SANITISE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ["href", "title", "target", "rel"], th: ["align"], td: ["align"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  // A heading level 1 belongs to the page, not to a block of prose inside it.
  transformTags: {
    h1: "h2",
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? "");
      return {
        tagName,
        attribs: external ? { ...attribs, target: "_blank", rel: "noopener noreferrer" } : attribs,
      };
    },
  },
};

/** Markdown from the CMS as sanitised HTML, safe for `dangerouslySetInnerHTML`. */
export function renderMarkdown(source: string): Html {
  const rendered = markdown.parse(source) as string;
  return sanitizeHtml(rendered, SANITISE_OPTIONS) as Html;
}

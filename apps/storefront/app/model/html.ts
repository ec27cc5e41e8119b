/**
 * Content richtext (markdown) after model/markdown.server.ts has rendered and sanitised it. A brand
 * rather than a schema: only renderMarkdown may mint one, so UI code can trust it.
 */
export type Html = string & { readonly __brand: "SanitisedHtml" };

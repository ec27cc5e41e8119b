/** Rich text as renderMarkdown sanitised it; a brand only it may make, so UI code can trust it. */
export type Html = string & { readonly __brand: "SanitisedHtml" };

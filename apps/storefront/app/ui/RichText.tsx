import type { Html } from "../model/html";

/**
 * Content richtext. The HTML was rendered from markdown and sanitised on the server
 * (model/markdown.server.ts), which is what makes setting it here safe.
 */
export function RichText({ html, className }: { html: Html; className?: string }) {
  return (
    <div className={["rich-text", className].filter(Boolean).join(" ")} dangerouslySetInnerHTML={{ __html: html }} />
  );
}

import type { Markdown } from "../content/block-types";

/**
 * Content richtext (markdown) as paragraphs: blank lines separate paragraphs, single newlines
 * are line breaks. Inline markdown (emphasis, links) is shown as written; the seed's richtext
 * is plain prose, and a markdown renderer can replace this body without touching its callers.
 */
export function RichText({ markdown, className }: { markdown: Markdown; className?: string }) {
  const paragraphs = markdown
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <div className={["rich-text", className].filter(Boolean).join(" ")}>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>
          {paragraph.split("\n").map((line, lineIndex) => (
            <span key={lineIndex}>
              {lineIndex > 0 ? <br /> : null}
              {line}
            </span>
          ))}
        </p>
      ))}
    </div>
  );
}

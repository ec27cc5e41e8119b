/** The caption under an article's picture or gallery, when the editor wrote one. */
export function Caption({ text }: { text: string | null }) {
  return text ? <figcaption className="article-figure__caption">{text}</figcaption> : null;
}

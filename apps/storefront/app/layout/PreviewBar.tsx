import { useLocation } from "react-router";
import { usePreview } from "./shell-context";

export const PREVIEW_EXIT_PATH = "/api/preview/exit";

const WHAT_IS_SHOWN = {
  draft: "you are seeing unpublished drafts. Shoppers see the published page.",
  published: "you are seeing the published content, read afresh from the CMS.",
} as const;

/** The exit is a plain link, not a router link: a server route clears the preview cookie. */
export function PreviewBar() {
  const preview = usePreview();
  const { pathname, search } = useLocation();
  if (!preview) return null;
  const exit = `${PREVIEW_EXIT_PATH}?${new URLSearchParams({ path: `${pathname}${search}` })}`;
  return (
    <aside className="preview-bar" aria-label="Preview">
      <p className="preview-bar__text">
        <strong>Preview</strong> — {WHAT_IS_SHOWN[preview.status]}
      </p>
      <a className="preview-bar__exit" href={exit}>
        Exit preview
      </a>
    </aside>
  );
}

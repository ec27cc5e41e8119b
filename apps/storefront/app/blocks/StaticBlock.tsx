import { type ReactNode, useEffect, useRef, useState } from "react";
import { type NavigateFunction, useNavigate } from "react-router";

const keptHtmlOf = (key: string) => document.querySelector(`[data-sent-as-html="${CSS.escape(key)}"]`)?.innerHTML ?? "";

/**
 * The server renders the block whole (`children`); the browser, with only its marker, reuses the HTML
 * the page already shows, from the old wrapper if mounted anew. `display: contents`: no layout.
 */
export function StaticBlock({ blockKey, children }: { blockKey: string; children?: ReactNode }) {
  const [html] = useState(() => (children || typeof document === "undefined" ? "" : keptHtmlOf(blockKey)));
  const wrapper = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const element = wrapper.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => navigateInPage(event, navigate);
    element.addEventListener("click", onClick);
    return () => element.removeEventListener("click", onClick);
  }, [navigate]);

  return children ? (
    <div className="static-block" data-sent-as-html={blockKey} ref={wrapper}>
      {children}
    </div>
  ) : (
    <div
      className="static-block"
      data-sent-as-html={blockKey}
      ref={wrapper}
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  );
}

/** A plain click on a React Router link (`data-discover`) navigates in the page, as a live link would. */
function navigateInPage(event: MouseEvent, navigate: NavigateFunction): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  const link = event.target instanceof Element ? event.target.closest("a[href][data-discover]") : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self") || link.hasAttribute("download"))
    return;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return;
  event.preventDefault();
  void navigate(url.pathname + url.search + url.hash);
}

import { type ReactNode, useEffect, useRef, useState } from "react";
import { type NavigateFunction, useNavigate } from "react-router";

const keptHtmlOf = (key: string) => document.querySelector(`[data-sent-as-html="${CSS.escape(key)}"]`)?.innerHTML ?? "";

/**
 * A block sent as HTML (sent-as-html.ts). The server renders it whole (`children`) inside this
 * wrapper. The browser, which has only its marker, renders the wrapper with the HTML it already
 * shows, so hydration leaves it as it is; should the wrapper be mounted anew, it reads that HTML
 * from the old one, still on the page then. The wrapper takes no part in layout (`display: contents`).
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

/**
 * Links React Router rendered (marked `data-discover`) navigate in the page, as they would have as
 * live links: a plain click on one, for this site, in this tab. Everything else (rich text's links,
 * a new tab, a download) is left to the browser.
 */
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

import { useEffect, type RefObject } from "react";

/**
 * Keeps `--site-header-height` on <html> at the sticky header's height; the page's scroll-padding-top
 * (styles/layout.css) uses it. Moving back with Shift+Tab scrolls the page up, which brings the header
 * back, and the browser scrolls a focused element only to the window's top edge: without this
 * room the returning header covered the question that had just taken focus.
 */
export function useHeaderRoom(headerRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const header = headerRef.current;
    if (!header) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty("--site-header-height", `${header.offsetHeight}px`);
    });
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--site-header-height");
    };
  }, [headerRef]);
}

import { useEffect, type RefObject } from "react";

/**
 * For scroll-padding-top (styles/layout.css): Shift+Tab brings the sticky header back, which
 * otherwise covered the element that had just taken focus at the window's top edge.
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

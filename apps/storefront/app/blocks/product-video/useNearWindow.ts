import { type RefObject, useCallback, useEffect, useState } from "react";

/**
 * Whether an element has come within `margin` (a CSS length or percentage of the window's height)
 * of the window, and a way to say it has. It starts false on the server and in hydration alike, so
 * the first render matches, and stays true once set.
 */
export function useNearWindow(element: RefObject<Element | null>, margin: string): readonly [boolean, () => void] {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [near, element, margin]);
  const markNear = useCallback(() => setNear(true), []);
  return [near, markNear] as const;
}

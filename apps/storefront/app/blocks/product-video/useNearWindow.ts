import { type RefObject, useCallback, useEffect, useState } from "react";

/** False on the server and in hydration alike, so the first render matches; stays true once set. */
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

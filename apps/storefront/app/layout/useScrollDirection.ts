import { useEffect, useState } from "react";

export type ScrollDirection = "scroll-up" | "scroll-down";

/** Moves smaller than this are a trackpad's jitter, not a direction, so the header does not flicker. */
const JITTER_PX = 4;

/** Measured from the last position that decided a direction; null while the move is too small. */
export function scrollDirectionAfter(anchorY: number, currentY: number): ScrollDirection | null {
  if (currentY <= 0) return "scroll-up";
  if (Math.abs(currentY - anchorY) < JITTER_PX) return null;
  return currentY > anchorY ? "scroll-down" : "scroll-up";
}

export function useScrollDirection(): ScrollDirection {
  const [direction, setDirection] = useState<ScrollDirection>("scroll-up");

  useEffect(() => {
    let anchorY = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const currentY = window.scrollY;
        const next = scrollDirectionAfter(anchorY, currentY);
        if (next === null) return;
        anchorY = currentY;
        setDirection(next);
      });
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  return direction;
}

import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

function hydrate(): void {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The server's HTML is the whole page, so it is painted first and hydrated after: on a slow phone
// the shopper sees the page one frame after the CSS arrives instead of after React's first pass.
// A hidden tab gets no animation frames, so it hydrates at once.
if (document.visibilityState === "visible") {
  requestAnimationFrame(() => setTimeout(hydrate, 0));
} else {
  hydrate();
}

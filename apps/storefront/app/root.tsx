import { useEffect } from "react";
import { data, Links, Meta, Outlet, Scripts } from "react-router";
import type { Route } from "./+types/root";
import { config } from "./config.server";
import { contentReaders } from "./content/readers.server";
import { AppLoadingOverlay } from "./layout/AppLoadingOverlay";
import { reloadForChunkError } from "./layout/errors/chunk-reload";
import { ErrorPage } from "./layout/errors/ErrorPage";
import { ErrorPageGuard } from "./layout/errors/ErrorPageGuard";
import { NavigationProgress } from "./layout/NavigationProgress";
import { PreviewBar } from "./layout/PreviewBar";
import { ScrollRestoration } from "./layout/ScrollRestoration";
import type { RootData } from "./layout/shell-context";
import { SiteShell } from "./layout/SiteShell";
import { scheduleStaleWorkerRemoval } from "./layout/stale-workers";
import { contentHeaders, contentRouteHeaders, noStoreHeaders } from "./routing/http-cache.server";
import { refuseFormPost } from "./routing/resolve.server";
import stylesheet from "./styles/app.css?url";
import { Toaster } from "./ui/Toast";
import { useHydrated } from "./ui/useMediaQuery";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // A precedence makes React 19 hoist the stylesheet ahead of the module preloads: on a slow phone
  // connection the render-blocking CSS otherwise waits behind every script.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
];

/**
 * The site chrome for every page. Its content is the same for every visitor (the one cookie read is
 * an editor's preview, whose answers are never stored: server.ts), so pages stay cacheable; shell
 * failures are logged inside loadShell and cost only that part, and a page with a part missing is
 * not stored by shared caches (content routes honour the root's no-store).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { loadShell, preview } = contentReaders(request);
  const shell = await loadShell();
  const rootData: RootData = { shell, appKey: config.appKey, preview: preview ? { status: preview.status } : null };
  return data(rootData, { headers: shell.degraded ? noStoreHeaders : contentHeaders });
}

export const headers = contentRouteHeaders;

/** A form post to `/` without `?index` lands on the root route: the same calm 405 as any content page. */
export const action = refuseFormPost;

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/*
          Chrome may paint a page it is still reading: on a slow phone the header was sometimes drawn
          with only part of its buttons, which then moved aside (a layout shift). The first paint waits
          for the page's main region, which follows the whole header; browsers without it ignore it.
        */}
        <link rel="expect" href="#main" blocking="render" />
        <Meta />
        <Links />
      </head>
      <body>
        <AppLoadingOverlay />
        {children}
        <Toaster />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * Marks the document once React has taken over and every part has switched to its scripted form
 * (the same transition as useHydrated's): CSS can tell scripted from script-less visits (the
 * loading overlay), and browser tests know when clicks reach React's handlers. A leaf of its own,
 * so the switch re-renders nothing else.
 */
function HydrationMark() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return;
    document.documentElement.dataset.hydrated = "true";
    scheduleStaleWorkerRemoval();
  }, [hydrated]);
  return null;
}

export default function App() {
  return (
    <>
      <HydrationMark />
      <NavigationProgress />
      <PreviewBar />
      <SiteShell>
        <Outlet />
      </SiteShell>
    </>
  );
}

/** The error pages, in the blank layout; a stale route chunk reloads the page first. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    scheduleStaleWorkerRemoval();
    reloadForChunkError(error, {
      storage: window.sessionStorage,
      now: Date.now(),
      reload: () => window.location.reload(),
    });
  }, [error]);
  return (
    <ErrorPageGuard>
      <ErrorPage error={error} />
    </ErrorPageGuard>
  );
}

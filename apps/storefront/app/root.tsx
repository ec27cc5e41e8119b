import { useEffect } from "react";
import { data, Links, Meta, Outlet, Scripts } from "react-router";
import type { Route } from "./+types/root";
import { config } from "./config.server";
import { contentFor } from "./content/request-content.server";
import { AppLoadingOverlay } from "./layout/AppLoadingOverlay";
import { reloadForChunkError } from "./site-updates/chunk-reload";
import { ErrorPage } from "./layout/errors/ErrorPage";
import { ErrorPageGuard } from "./layout/errors/ErrorPageGuard";
import { NavigationProgress } from "./layout/NavigationProgress";
import { PreviewBar } from "./layout/PreviewBar";
import { ScrollRestoration } from "./layout/ScrollRestoration";
import type { RootData } from "./layout/shell-context";
import { SiteShell } from "./layout/SiteShell";
import { scheduleStaleWorkerRemoval } from "./site-updates/stale-workers";
import { contentHeaders, contentRouteHeaders, noStoreHeaders } from "./content-pages/http-cache.server";
import { refuseFormPost } from "./content-pages/resolve.server";
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
 * The site chrome, the same for every visitor, so pages stay cacheable. A page with a part missing
 * is sent no-store (docs/caching.md, "Stale answers").
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { loadShell, preview } = contentFor(request);
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
          On a slow phone Chrome painted the header half drawn, then shifted it: the first paint waits for
          the main region, which follows the whole header.
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
 * Marks the document once React has taken over, so CSS can tell scripted visits from script-less ones
 * and browser tests know clicks reach React. A leaf, so the switch re-renders nothing else.
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

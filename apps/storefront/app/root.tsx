import { isRouteErrorResponse, Link, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import { useEffect } from "react";
import type { Route } from "./+types/root";
import { NOT_FOUND_MESSAGE } from "./messages";
import stylesheet from "./styles/app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "stylesheet", href: stylesheet },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the document once React has taken over: CSS can tell scripted from script-less visits,
  // and browser tests know when clicks reach React's handlers.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

/** SPEC §2 "Error pages": the message or "Error", status 500 unless the error says otherwise. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let status = 500;
  let message = "Error";
  if (isRouteErrorResponse(error)) {
    status = error.status;
    // React Router's own 404 text names the internal route table; shoppers get SPEC §2's wording.
    if (status === 404) message = NOT_FOUND_MESSAGE;
    else message = typeof error.data === "string" && error.data ? error.data : error.statusText || message;
  } else if (error instanceof Error && error.message) {
    // In production React Router replaces server error messages, so no internals reach the page.
    message = error.message;
  }

  return (
    <main className="error-page">
      <title>{`${message} | Bedsmade`}</title>
      <p className="error-page__status">{status}</p>
      <h1 className="error-page__message">{message}</h1>
      {status === 404 ? <Link to="/">Back to the home page</Link> : null}
    </main>
  );
}

import { isRouteErrorResponse, useLocation } from "react-router";
import { NOT_FOUND_MESSAGE } from "../../messages";
import { Link } from "../../ui/Link";

export type ErrorSummary = { status: number; message: string };

/** The message or "Error", and status 500 unless the error says otherwise. */
export function summariseError(error: unknown): ErrorSummary {
  if (isRouteErrorResponse(error)) {
    // React Router's own 404 text names the internal route table; shoppers get the wording.
    if (error.status === 404) return { status: 404, message: NOT_FOUND_MESSAGE };
    const message = typeof error.data === "string" && error.data ? error.data : error.statusText || "Error";
    return { status: error.status, message };
  }
  // In production React Router replaces server error messages, so no internals reach the page.
  if (error instanceof Error && error.message) return { status: 500, message: error.message };
  return { status: 500, message: "Error" };
}

/** Blank layout, as the header may be what failed; the page cache usually still serves the home page. */
export function ErrorPage({ error }: { error: unknown }) {
  const { status, message } = summariseError(error);
  const { pathname, search } = useLocation();
  return (
    <main id="main" className="error-page">
      <title>{`${message} | Bedsmade`}</title>
      <p className="error-page__status">{status}</p>
      <h1 className="error-page__message">{message}</h1>
      <p className="error-page__ways">
        {status === 503 ? (
          // A whole document load, so the shopper's retry asks the server again rather than a stale route.
          <a href={`${pathname}${search}`} className="button surface-primary-blue">
            Try again
          </a>
        ) : null}
        <Link to="/" className={status === 503 ? "button surface-transparent" : "button surface-primary-blue"}>
          Back to the home page
        </Link>
      </p>
    </main>
  );
}

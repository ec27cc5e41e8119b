import { isRouteErrorResponse, Link } from "react-router";
import { NOT_FOUND_MESSAGE } from "../../messages";

export type ErrorSummary = { status: number; message: string };

/** SPEC §2/§8 "Generic error": the message or "Error", and status 500 unless the error says otherwise. */
export function summariseError(error: unknown): ErrorSummary {
  if (isRouteErrorResponse(error)) {
    // React Router's own 404 text names the internal route table; shoppers get SPEC §2's wording.
    if (error.status === 404) return { status: 404, message: NOT_FOUND_MESSAGE };
    const message = typeof error.data === "string" && error.data ? error.data : error.statusText || "Error";
    return { status: error.status, message };
  }
  // In production React Router replaces server error messages, so no internals reach the page.
  if (error instanceof Error && error.message) return { status: 500, message: error.message };
  return { status: 500, message: "Error" };
}

/** The generic error page, in the blank layout (no header or footer that might be what failed). */
export function ErrorPage({ error }: { error: unknown }) {
  const { status, message } = summariseError(error);
  return (
    <main id="main" className="error-page">
      <title>{`${message} | Bedsmade`}</title>
      <p className="error-page__status">{status}</p>
      <h1 className="error-page__message">{message}</h1>
      {status === 404 ? (
        <Link to="/" className="button surface-primary-blue">
          Back to the home page
        </Link>
      ) : null}
    </main>
  );
}

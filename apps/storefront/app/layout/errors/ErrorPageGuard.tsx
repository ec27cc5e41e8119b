import { Component, type ErrorInfo, type ReactNode } from "react";

export const ERROR_PAGE_FAILED_MESSAGE = "An error occurred while showing the error page";

type GuardState = { failure: Error | null };

/** Shown if the error page itself fails; its link home is a full page load, in case the router broke. */
export class ErrorPageGuard extends Component<{ children: ReactNode }, GuardState> {
  override state: GuardState = { failure: null };

  static getDerivedStateFromError(error: unknown): GuardState {
    return { failure: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("The error page failed to render:", error, info.componentStack);
  }

  override render() {
    const { failure } = this.state;
    if (!failure) return this.props.children;
    return (
      <main id="main" className="error-page">
        <h1 className="error-page__message">{ERROR_PAGE_FAILED_MESSAGE}</h1>
        <details className="error-page__details">
          <summary>Details</summary>
          <pre>{failure.message || failure.name}</pre>
        </details>
        <a href="/" className="button surface-primary-blue">
          Go back to home
        </a>
      </main>
    );
  }
}

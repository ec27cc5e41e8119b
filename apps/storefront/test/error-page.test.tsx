import { renderToStaticMarkup } from "react-dom/server";
import { data, MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorPage } from "../app/layout/errors/ErrorPage";
import { CONTENT_UNAVAILABLE_MESSAGE } from "../app/content/content.server";

/** The error page as a shopper who asked for `address` gets it. */
function errorPage(error: unknown, address: string): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[address]}>
      <ErrorPage error={error} />
    </MemoryRouter>,
  );
}

/** The error thrown the way a loader throws it, as the boundary receives it. */
function routeError(message: string, status: number): unknown {
  const thrown = data(message, { status });
  return { status: thrown.init?.status, statusText: "", internal: false, data: thrown.data };
}

describe("the generic error page", () => {
  it("lets a shopper whose page could not be read (503) try again or go home, never a dead end", () => {
    const html = errorPage(routeError(CONTENT_UNAVAILABLE_MESSAGE, 503), "/blog?tag=care");
    expect(html).toContain(CONTENT_UNAVAILABLE_MESSAGE);
    expect(html).toMatch(/<a href="\/blog\?tag=care"[^>]*>Try again<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Back to the home page<\/a>/);
  });

  it("offers the way home on every error, and Try again only where trying again can help", () => {
    const html = errorPage(routeError("This page does not take form submissions.", 405), "/experts");
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Back to the home page<\/a>/);
    expect(html).not.toContain("Try again");
  });
});

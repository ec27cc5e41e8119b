import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { type LinkProps, Link as RouterLink, MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { Link } from "../app/ui/Link";

const onAPage = (link: ReactNode) =>
  renderToStaticMarkup(<MemoryRouter initialEntries={["/blog/first-night?sort=new"]}>{link}</MemoryRouter>);

const links: [string, LinkProps][] = [
  ["the home page", { to: "/", children: "Home" }],
  ["a page", { to: "/buy", className: "button primary-blue", prefetch: "intent", children: "Build your set" }],
  ["a page written with a trailing slash", { to: "/faqs/", children: "FAQs" }],
  ["a query and a fragment", { to: "/faqs?topic=care#washing", "aria-current": "page", children: "Washing" }],
  ["a path with dots in it", { to: "/blog/../experts/./makers", children: "Makers" }],
  ["a new tab", { to: "/measure-up", target: "_blank", rel: "noopener", children: "Measure up" }],
  ["no discovery", { to: "/contact", discover: "none", children: "Contact" }],
  ["a document load", { to: "/account", reloadDocument: true, onClick: () => undefined, children: "Account" }],
  ["another site", { to: "https://example.com/care", children: "Care guide" }],
  ["a protocol-relative address", { to: "//example.com/care", children: "Care guide" }],
  ["a relative path", { to: "../experts", children: "Experts" }],
  ["a location object", { to: { pathname: "/buy", search: "?size=queen" }, children: "Queen" }],
  ["prefetch on render", { to: "/buy", prefetch: "render", children: "Build your set" }],
];

describe("a link as the server draws it", () => {
  it.each(links)("is React Router's own markup for %s", (_, props) => {
    expect(onAPage(<Link {...props} />)).toBe(onAPage(<RouterLink {...props} />));
  });

  it("passes none of React Router's own props on to the anchor, so React has nothing to warn about", () => {
    const warnings = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      onAPage(
        <Link to="/faqs" defaultShouldRevalidate={false} preventScrollReset viewTransition state={{ from: "home" }}>
          FAQs
        </Link>,
      );
      expect(warnings).not.toHaveBeenCalled();
    } finally {
      warnings.mockRestore();
    }
  });
});

import { useContext } from "react";
import { createPath, type LinkProps, Link as RouterLink, resolvePath, UNSAFE_NavigationContext } from "react-router";

/** React Router's test for a `to` that leaves the app: a scheme, or `//` (protocol-relative). */
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * React Router's Link, which every link inside the site goes through (eslint.config.js holds to it).
 *
 * On the server a Link is nothing but its `<a>`: prefetching on intent and navigating in the page
 * start in the browser. Yet React Router finds that anchor's address through several hooks, each
 * copying the route matches through JSON, about 8 µs a link and a tenth of a content page's render,
 * which has 35 of them (bench/REPORT.md). So the server draws a link to a path of the site straight
 * from the path, as React Router would, and the browser renders React Router's own Link, which
 * hydrates onto that anchor unchanged (ui/link.test.tsx holds the two to the same markup). Anything
 * else (a relative path, a location object, prefetch on render, another app base) is React Router's.
 */
export function Link(props: LinkProps) {
  const { basename } = useContext(UNSAFE_NavigationContext);
  if (typeof document !== "undefined" || !drawnOnServer(props, basename)) return <RouterLink {...props} />;
  const {
    to,
    target,
    discover = "render",
    // Behaviour the browser's Link takes on; none of it is markup.
    prefetch: _prefetch,
    reloadDocument: _reloadDocument,
    replace: _replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    relative: _relative,
    viewTransition: _viewTransition,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    onClick: _onClick,
    ...rest
  } = props;
  return (
    // The link's words come with the rest of its props, as children.
    // eslint-disable-next-line jsx-a11y/anchor-has-content
    <a
      {...rest}
      href={hrefOf(to as string)}
      target={target}
      data-discover={discover === "render" ? "true" : undefined}
    />
  );
}

function drawnOnServer(props: LinkProps, basename: string): boolean {
  return (
    typeof props.to === "string" &&
    props.to.startsWith("/") &&
    !ABSOLUTE_URL.test(props.to) &&
    props.prefetch !== "render" &&
    !("mask" in props) &&
    basename === "/"
  );
}

/** The address React Router gives a path of the site: resolved, with the trailing slash it was written with. */
function hrefOf(to: string): string {
  const path = resolvePath(to);
  const pathname = to.split(/[?#]/, 1)[0] ?? "";
  if (pathname !== "/" && pathname.endsWith("/") && !path.pathname.endsWith("/")) path.pathname += "/";
  return createPath(path);
}

import { createElement, useContext } from "react";
import { createPath, type LinkProps, Link as RouterLink, resolvePath, UNSAFE_NavigationContext } from "react-router";

/** React Router's test for a `to` that leaves the app: a scheme, or `//` (protocol-relative). */
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * React Router's Link, which every link in the site goes through (eslint.config.js). The server draws
 * a plain site path's `<a>` itself, for speed: docs/browser.md, "Links drawn on the server".
 */
export function Link(props: LinkProps) {
  const { basename } = useContext(UNSAFE_NavigationContext);
  if (typeof document !== "undefined" || !drawnOnServer(props, basename)) return <RouterLink {...props} />;
  return createElement("a", anchorProps(props));
}

/** Props that steer React Router's Link in the browser (none of them is markup), and those it places itself. */
const NAVIGATION_PROPS = new Set([
  "to",
  "target",
  "discover",
  "prefetch",
  "reloadDocument",
  "replace",
  "state",
  "preventScrollReset",
  "relative",
  "viewTransition",
  "defaultShouldRevalidate",
  "onClick",
]);

/** Copied in a loop: a rest pattern cost as much as the rest of the link together (bench/REPORT.md). */
function anchorProps(props: LinkProps): Record<string, unknown> {
  const anchor: Record<string, unknown> = {};
  for (const name in props) if (!NAVIGATION_PROPS.has(name)) anchor[name] = props[name as keyof LinkProps];
  // In React Router's order, which is the order React writes them in.
  anchor.href = hrefOf(props.to as string);
  anchor.target = props.target;
  if ((props.discover ?? "render") === "render") anchor["data-discover"] = "true";
  return anchor;
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

/** Resolved once per path, keeping its trailing slash as React Router does; bounded in case paths are many. */
const hrefs = new Map<string, string>();
const MAX_HREFS = 2_000;

function hrefOf(to: string): string {
  const known = hrefs.get(to);
  if (known !== undefined) return known;
  const path = resolvePath(to);
  const pathname = to.split(/[?#]/, 1)[0] ?? "";
  if (pathname !== "/" && pathname.endsWith("/") && !path.pathname.endsWith("/")) path.pathname += "/";
  const href = createPath(path);
  if (hrefs.size >= MAX_HREFS) hrefs.clear();
  hrefs.set(to, href);
  return href;
}

import { createElement, useContext } from "react";
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

/**
 * The anchor's props: the link's own, less React Router's, with its address. Copied in a loop rather
 * than by a rest pattern, which V8 runs through its runtime and which cost as much as the rest of the
 * link together (bench/REPORT.md).
 */
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

/**
 * The address React Router gives a path of the site: resolved, with the trailing slash it was written
 * with. A site links to the same few paths on every page, so each is resolved once; the memory is
 * bounded, should the paths be many.
 */
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

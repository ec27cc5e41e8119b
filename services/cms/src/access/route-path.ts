/**
 * A request path as Strapi's router reads it, for the guards that must decide before a route is
 * matched (the body limits): percent-escapes decoded, slashes collapsed, dot segments resolved, no
 * trailing slash and lower case. The router matches `/API/ezforms/submit/` too, so a guard that
 * compared the path as typed would let such a spelling past it.
 */
export function routePathOf(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: compared as written, and the router will not match it either.
  }
  const segments: string[] = [];
  for (const segment of decoded.toLowerCase().split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join("/")}`;
}

/**
 * The path as Strapi's router reads it, for guards that run before routing: the router also matches
 * `/API/ezforms/submit/`, so comparing the path as typed would let that spelling past.
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

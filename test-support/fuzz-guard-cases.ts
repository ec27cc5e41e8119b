import fc from "fast-check";
import { ROUTE_WIDTHS } from "../apps/storefront/app/images/image-address.js";
import { FUZZ_SEED, tamperedCookie, type FuzzCase } from "./fuzz-cases.js";
import { pathSpellings } from "./path-spellings.js";

/**
 * Every guard must hold under every spelling of its path (docs/testing.md, "Paths spelled another
 * way"), with its secret, cookie or junk drawn anew each round.
 */

/** One guard: the request its address refuses, as fast-check draws it; `tail` follows the path (a query, `.data`). */
type Guard = {
  what: string;
  path: string;
  tail?: string;
  request: fc.Arbitrary<Omit<FuzzCase, "path" | "refused">>;
};

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

/** Every spelling of a guard's path, its own first, each with the refusal its own address gives. */
function spelled(guard: Guard, request: Omit<FuzzCase, "path" | "refused">): FuzzCase[] {
  const spellings = [guard.path, ...pathSpellings(guard.path).map((spelling) => spelling.path)];
  return spellings.map((path) => ({
    ...request,
    path: `${path}${guard.tail ?? ""}`,
    refused: { what: guard.what, canonical: guard.path },
  }));
}

/** Every guard under every spelling, `rounds` times over, each round with values drawn from the fuzz seed. */
export function everySpelling(guards: Guard[], rounds: number, stream: number): FuzzCase[] {
  return guards.flatMap((guard, index) =>
    fc
      .sample(guard.request, { seed: FUZZ_SEED + stream * 100 + index, numRuns: rounds })
      .flatMap((request) => spelled(guard, request)),
  );
}

/** A secret that is not the webhook's: any printable guess, or the secret itself changed by one character. */
const wrongSecret = (secret: string) =>
  fc
    .oneof(fc.stringMatching(/^[\x21-\x7e]{1,64}$/), fc.constant(`${secret}x`), fc.constant(secret.slice(1)))
    .filter((guess) => guess !== secret);

/** The storefront's guards: the webhook's secret, body limits, the cart cookie, preview links, page data, drafts. */
export function storefrontGuards(fixture: { revalidateSecret: string; cartCookie: string; draftSlug?: string }) {
  const guards: Guard[] = [
    {
      what: "a webhook with a wrong secret",
      path: "/api/revalidate",
      request: wrongSecret(fixture.revalidateSecret).map((guess) => ({
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${guess}` },
        body: '{"event":"entry.update","model":"page","entry":{"slug":"faqs"}}',
      })),
    },
    {
      what: "a contact form past its body limit",
      path: "/api/forms",
      // Past the form route's limit (a few hundred KB) but within what it drains, so the 413 is read.
      request: fc.integer({ min: 300 * 1024, max: 600 * 1024 }).map((length) => ({
        method: "POST",
        headers: { ...FORM, Accept: "text/html", "Sec-Fetch-Mode": "navigate" },
        body: `formType=contact&email=a%40b.co&message=${"m".repeat(length)}`,
      })),
    },
    {
      what: "a cart change under a tampered cart cookie",
      path: "/api/cart",
      request: tamperedCookie.map((cookie) => ({
        method: "POST",
        headers: { ...FORM, Accept: "application/json", Cookie: `${fixture.cartCookie}=${cookie}` },
        body: "intent=remove&lineId=gid%3A%2F%2Fshopify%2FCartLine%2Fforged",
      })),
    },
    {
      what: "a preview link with a forged or old-style token",
      path: "/api/preview",
      tail: "?token=forged",
      request: fc.constant({ method: "GET", headers: {} }),
    },
    {
      what: "an API's answer asked for as page data",
      path: "/api/cart",
      tail: ".data",
      request: fc.constant({ method: "GET", headers: {} }),
    },
  ];
  if (fixture.draftSlug !== undefined) {
    guards.push({
      what: "a page that is only a draft, asked for with ?status=draft",
      path: `/${fixture.draftSlug}`,
      tail: "?status=draft",
      request: fc.constant({ method: "GET", headers: {} }),
    });
  }
  return guards;
}

/** The CMS's guards (bench only, where the CMS's address is known): drafts to the public API, the form's body limit. */
export function cmsGuards(): Guard[] {
  const draftRead = (path: string, tail: string): Guard => ({
    what: "a public read of drafts",
    path,
    tail,
    request: fc.constant({ method: "GET", headers: {} }),
  });
  return [
    draftRead("/api/pages", "?status=draft&fields[0]=slug&pagination[pageSize]=100"),
    draftRead("/api/blog-articles", "?status=draft&fields[0]=slug"),
    draftRead("/api/pages", "?publicationState=preview"),
    {
      what: "a form submission past its body limit",
      path: "/api/ezforms/submit",
      request: fc.integer({ min: 40_000, max: 120_000 }).map((length) => ({
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ formData: { formType: "contact", email: "a@b.co", message: "x".repeat(length) } }),
      })),
    },
  ];
}

/** A picture the CMS holds: the library's origin as the storefront knows it, and the file's name in its uploads. */
export type PictureFixture = { library: string; file: string };

const ACCEPTS = ["image/avif,image/webp,*/*", "image/webp,*/*", "*/*"];

/**
 * Junk in the picture route's `src` must be refused with a sentence before any fetch; only another
 * spelling of the real file's address may be answered.
 */
export function pictureJunkCase({ library, file }: PictureFixture): fc.Arbitrary<FuzzCase> {
  const real = `${library}/uploads/${file}`;
  const refused = (what: string) => ({ what, canonical: `/_image/${file}` });
  const withJunk = fc
    .oneof(
      fc.nat().map((n) => `?junk=${n}`),
      fc.constantFrom("?", "#", "#x", "?w=1600", "?v=1#x", `?src=${encodeURIComponent(real)}`),
    )
    .map((junk) => ({ name: file, src: `${real}${junk}`, refused: refused("a picture address with a query") }));
  const apiPaths = ["/api/header", "/api/pages", "/api/upload/files", "/admin/init"].flatMap((path) =>
    pathSpellings(path).map((spelling) => spelling.path),
  );
  const apiPath = fc.constantFrom(...apiPaths).map((path) => ({
    name: path.split("/").filter(Boolean).pop() ?? "header",
    src: `${library}${path}`,
    refused: refused("a picture address naming the CMS's API"),
  }));
  const elsewhere = fc.constantFrom("https://evil.example", "http://169.254.169.254", "file://").map((origin) => ({
    name: file,
    src: `${origin}/uploads/${file}`,
    refused: refused("a picture address on another origin"),
  }));
  // One file, spelled as a router would still match it: these may answer the picture, from one rendition.
  const sameFile = fc
    .constantFrom(
      `/uploads/./${file}`,
      `/x/../uploads/${file}`,
      `/uploads/%${file.charCodeAt(0).toString(16)}${file.slice(1)}`,
    )
    .map((path) => ({ name: file, src: `${library}${path}`, refused: undefined }));
  const width = fc.oneof(
    { arbitrary: fc.constantFrom(...ROUTE_WIDTHS.map(String)), weight: 4 },
    { arbitrary: fc.constantFrom("1601", "0", "-320", "abc", "480&w=320", "1e3"), weight: 1 },
  );
  return fc
    .tuple(fc.oneof(withJunk, apiPath, elsewhere, sameFile), width, fc.constantFrom(...ACCEPTS))
    .map(([asked, w, accept]): FuzzCase => {
      const routeWidth = ROUTE_WIDTHS.map(String).includes(w);
      const why = asked.refused ?? (routeWidth ? undefined : refused("a width the route does not make"));
      return {
        method: "GET",
        path: `/_image/${encodeURIComponent(asked.name)}?src=${encodeURIComponent(asked.src)}&w=${w}`,
        headers: { Accept: accept },
        ...(why ? { refused: why } : {}),
      };
    });
}

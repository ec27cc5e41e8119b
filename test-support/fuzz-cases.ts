import fc from "fast-check";
import {
  badNumber,
  encodeFields,
  encoding,
  fieldsFrom,
  nasty,
  openRedirect,
  type Encoding,
  type Fields,
} from "./fuzz-inputs.js";

/**
 * One generated request per case, for every form, action and URL parameter the storefront takes.
 * Paths are built as text and joined to the origin by the runner, so `//evil.example` stays a path.
 */
export type FuzzCase = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** What a guard refuses at its own address (`canonical`): under any other spelling it must refuse it too. */
  refused?: { what: string; canonical: string };
};

/** The fixed seed makes a failure replay exactly; FUZZ_SEED explores others. The runs are the cases per family. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_261_121);
export const FUZZ_RUNS = {
  forms: 160,
  cart: 180,
  buyPage: 60,
  buyAction: 30,
  blog: 20,
  paths: 60,
  contentPost: 30,
  revalidate: 40,
  oversized: 10,
  hosts: 80,
  /** Rounds of every guard under every spelling: each round draws new secrets, cookies and junk. */
  guardSpellings: 1,
  pictureJunk: 60,
};

/** What the cart cases borrow from a real cart made before the run. */
export type CartFixture = { cookieName: string; cookieValue: string; lineId: string; variantKey: string };

/** A script-less form post (the browser navigates) or our scripts' fetch; `.data` is a React Router fetcher. */
const ownCaller: fc.Arbitrary<{ suffix: string; headers: Record<string, string> }> = fc.constantFrom(
  { suffix: "", headers: { Accept: "text/html", "Sec-Fetch-Mode": "navigate" } },
  { suffix: "", headers: { Accept: "*/*", "Sec-Fetch-Mode": "cors" } },
  { suffix: ".data", headers: { Accept: "*/*", "Sec-Fetch-Mode": "cors" } },
);

/** Issue 10: the same posts from another site's page, which the one origin rule refuses with a sentence. */
const crossSiteCaller = fc
  .tuple(
    ownCaller,
    fc.constantFrom<Record<string, string>>(
      { Origin: "https://evil.example" },
      { Origin: "null" },
      { "Sec-Fetch-Site": "same-site" },
      { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" },
    ),
  )
  .map(([call, from]) => ({ suffix: call.suffix, headers: { ...call.headers, ...from } }));

const caller = fc.oneof({ arbitrary: ownCaller, weight: 6 }, { arbitrary: crossSiteCaller, weight: 1 });

function post(path: string, fields: Fields, how: { encoding: Encoding; variant: number }): FuzzCase {
  const { contentType, body } = encodeFields(fields, how.encoding, how.variant);
  const headers: Record<string, string> = contentType ? { "Content-Type": contentType } : {};
  return { method: "POST", path, headers, body };
}

const formTypeValue = fc.oneof(fc.constantFrom("subscribe", "sold-out", "contact"), nasty);
const email = fc.oneof(fc.constantFrom("a@b.co", "shopper@example.com", "a@b", "@x.io", "a@@b.co", " a@b.co "), nasty);
const mobile = fc.oneof(
  fc.constantFrom("0412345678", "+61412345678", "0412 345 678", "04123456789", "0312345678"),
  nasty,
);

export const formCase: fc.Arbitrary<FuzzCase> = fc
  .tuple(
    fieldsFrom({
      formType: formTypeValue,
      email,
      mobile,
      message: nasty,
      company: nasty,
      returnTo: fc.oneof(openRedirect, nasty),
    }),
    encoding,
    caller,
  )
  .map(([fields, how, call]) => {
    const request = post(`/api/forms${call.suffix}`, fields, how);
    return { ...request, headers: { ...call.headers, ...request.headers } };
  });

const INTENTS = ["add", "set-quantity", "set-packaging", "remove", "apply-code", "remove-code", "checkout"];

/** A tampered cart cookie: not base64, base64 of the wrong JSON, or a well-formed id of a cart that is not ours. */
export const tamperedCookie = fc.oneof(
  nasty.map((value) => encodeURIComponent(value.slice(0, 1000))),
  fc.jsonValue({ maxDepth: 2 }).map((value) => Buffer.from(JSON.stringify(value) ?? "null").toString("base64")),
  fc
    .stringMatching(/^[A-Za-z0-9]{1,30}$/)
    .map((id) => Buffer.from(JSON.stringify(`gid://shopify/Cart/${id}?key=${id}`)).toString("base64")),
  fc.constantFrom("%%%", "e30=", "=", '""', "bnVsbA=="),
);

export function cartCase(fixture: CartFixture): fc.Arbitrary<FuzzCase> {
  const lineId = fc.oneof(
    fc.constant(fixture.lineId),
    nasty.map((tail) => `gid://shopify/CartLine/${tail}`),
    fc.constantFrom(
      "gid://shopify/CartLine/%ZZ",
      "gid://shopify/Cart/x?key=y",
      "gid://shopify/CartLine/",
      "gid://shopify/CartLine/1?cart=other",
    ),
    nasty,
  );
  const fields = fieldsFrom({
    intent: fc.oneof({ arbitrary: fc.constantFrom(...INTENTS), weight: 4 }, { arbitrary: nasty, weight: 1 }),
    variantKey: fc.oneof(fc.constant(fixture.variantKey), badNumber, nasty),
    quantity: fc.oneof(badNumber, nasty, fc.constantFrom("1", "30")),
    premiumPackaging: fc.oneof(fc.constantFrom("true", "false", "on", "TRUE", "maybe"), nasty),
    itemNumber: fc.oneof(badNumber, nasty),
    lineId,
    code: fc.oneof(
      nasty,
      fc.string({ unit: "grapheme", minLength: 60, maxLength: 300 }),
      fc.constantFrom("WELCOME10", "../x", "A".repeat(65)),
    ),
    redirectTo: fc.oneof(
      fc.constantFrom("//evil.example", "/\\evil.example", "https://evil.example", "/buy?step=4"),
      openRedirect,
      nasty,
    ),
  });
  const cookie = fc.oneof(fc.constant(null), fc.constant(fixture.cookieValue), tamperedCookie);
  const anything = fc.tuple(fields, encoding, caller, cookie);
  // Well-formed line actions on the real cart whose only fault is the line id: these reach the shop.
  const forgedLine = fc
    .tuple(
      fc.constantFrom("set-quantity", "set-packaging", "remove"),
      lineId.filter((id) => id !== fixture.lineId),
      fc.constantFrom("urlencoded", "multipart") satisfies fc.Arbitrary<Encoding>,
      caller,
    )
    .map(([intent, forged, how, call]): [Fields, { encoding: Encoding; variant: number }, typeof call, string] => [
      [
        ["intent", intent],
        ["lineId", forged],
        ["quantity", "2"],
        ["premiumPackaging", "false"],
      ],
      { encoding: how, variant: 0 },
      call,
      fixture.cookieValue,
    ]);
  return fc
    .oneof({ arbitrary: anything, weight: 3 }, { arbitrary: forgedLine, weight: 1 })
    .map(([sent, how, call, cookieValue]) => {
      const request = post(`/api/cart${call.suffix}`, sent, how);
      const cookieHeader: Record<string, string> =
        cookieValue === null ? {} : { Cookie: `${fixture.cookieName}=${cookieValue}` };
      return { ...request, headers: { ...call.headers, ...request.headers, ...cookieHeader } };
    });
}

/** Proxies and Node refuse request lines much past 8 KB before any of our code runs: queries stay under that. */
const MAX_QUERY_LENGTH = 6000;

function query(params: Fields): string {
  const search = new URLSearchParams(params)
    .toString()
    .slice(0, MAX_QUERY_LENGTH)
    .replace(/%[0-9A-F]?$/, "");
  return search ? `?${search}` : "";
}

const buyParams = fieldsFrom({
  step: fc.oneof(fc.constantFrom("0", "1", "2", "3", "4", "5", "-1", "1.0"), nasty),
  line: fc.oneof(fc.constantFrom("classic", "premium", "PREMIUM"), nasty),
  size: fc.oneof(fc.constantFrom("queen", "super-king", "Queen", "a".repeat(41)), nasty),
  depth: fc.oneof(badNumber, nasty),
  missing: fc.oneof(fc.constantFrom("size", "depth"), nasty),
  added: fc.oneof(fc.constantFrom("1", "0"), nasty),
});

/** GET /buy (and its `.data`) with any query and garbage in the flash and version cookies. */
export const buyPageCase: fc.Arbitrary<FuzzCase> = fc
  .tuple(buyParams, fc.boolean(), fc.option(nasty.map((value) => encodeURIComponent(value.slice(0, 500)))))
  .map(([params, data, cookie]): FuzzCase => ({
    method: "GET",
    path: `/buy${data ? ".data" : ""}${query(params)}`,
    headers: cookie === null ? {} : { Cookie: `bedsmade_cart_flash=${cookie}; bedsmade_version=${cookie}` },
  }));

/** Step 3's Add posted to /buy without JavaScript, with anything in its fields. */
export const buyActionCase: fc.Arbitrary<FuzzCase> = fc
  .tuple(
    fieldsFrom({
      intent: fc.oneof(fc.constant("add"), nasty),
      line: nasty,
      size: nasty,
      depth: nasty,
      variantKey: nasty,
      quantity: badNumber,
    }),
    encoding,
  )
  .map(([fields, how]) => {
    const request = post("/buy", fields, how);
    return { ...request, headers: { Accept: "text/html", "Sec-Fetch-Mode": "navigate", ...request.headers } };
  });

export const blogCase: fc.Arbitrary<FuzzCase> = fc
  .tuple(fieldsFrom({ category: nasty }), fc.boolean())
  .map(([params, data]) => ({ method: "GET", path: `/blog${data ? ".data" : ""}${query(params)}`, headers: {} }));

const BROKEN_SEGMENTS = [
  "%",
  "%G1",
  "%E0%A4%A",
  "%00",
  "%2e%2e",
  "..%2f..%2f",
  "%2F%2Fevil.example",
  "%5Cevil.example",
  "%C0%AE",
  "%FF",
];

/**
 * Paths up to about 8 KB, common proxies' request-line limit: past Node's 16 KB header limit its
 * parser answers 431 before our code runs. `..` is encoded, as the client resolves a literal one.
 */
export const pathCase: fc.Arbitrary<FuzzCase> = fc
  .tuple(
    fc.array(
      fc.oneof(
        fc.constantFrom(...BROKEN_SEGMENTS),
        nasty.map((value) => encodeURIComponent(value.slice(0, 200))),
        fc.integer({ min: 500, max: 2500 }).map((length) => "a".repeat(length)),
      ),
      { minLength: 1, maxLength: 3 },
    ),
    fc.constantFrom("/", "//", "/blog/"),
    fc.constantFrom("", ".data", "?_routes=%00", "?_routes=routes%2Fpage,root,nope", "?index", "/"),
  )
  .map(([segments, lead, tail]) => ({ method: "GET", path: `${lead}${segments.join("/")}${tail}`, headers: {} }));

/** Content pages take no form posts, whatever the method or body. */
export function contentPostCase(slugs: string[]): fc.Arbitrary<FuzzCase> {
  const path = fc.oneof(
    fc.constantFrom("/", "/?index", ...slugs.map((slug) => `/${slug}`)),
    nasty.map((value) => `/${encodeURIComponent(value.slice(0, 200))}`),
  );
  return fc
    .tuple(
      path,
      fc.constantFrom("POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE"),
      fieldsFrom({ intent: nasty, email: nasty }),
      encoding,
    )
    .map(([target, method, fields, how]) => ({ ...post(target, fields, how), method }));
}

/** Strapi's webhook with wrong secrets, and with the right one but bodies that are not a webhook. */
export function revalidateCase(secret: string): fc.Arbitrary<FuzzCase> {
  const authorization = fc.oneof(
    fc.constant(null),
    fc.constantFrom(
      "Bearer",
      "Bearer ",
      `bearer ${secret}`,
      `Basic ${secret}`,
      `Bearer ${secret}x`,
      `Bearer  ${secret}`,
    ),
    fc.stringMatching(/^[\x20-\x7e]{0,200}$/).map((guess) => `Bearer ${guess}`),
    fc.constant(`Bearer ${secret}`),
  );
  // Never a valid webhook: a valid one would purge the content cache under the other journeys.
  const notAWebhook = fc.oneof(
    nasty,
    fc
      .jsonValue({ maxDepth: 3 })
      .map(
        (value) =>
          JSON.stringify(
            typeof value === "object" && value !== null && !Array.isArray(value) ? { ...value, event: 42 } : value,
          ) ?? "",
      ),
    fc.constantFrom('{"event":""}', '{"event":"entry.update","entry":[1]}', '{"event":null}', "{", "[]"),
  );
  return fc
    .tuple(
      authorization,
      notAWebhook,
      fc.constantFrom("POST", "POST", "POST", "GET", "PUT", "DELETE"),
      fc.constantFrom("application/json", "text/plain"),
    )
    .map(([auth, body, method, contentType]) => ({
      method,
      path: "/api/revalidate",
      headers: { "Content-Type": contentType, ...(auth === null ? {} : { Authorization: auth }) },
      ...(method === "GET" ? {} : { body }),
    }));
}

/**
 * Issue 10: bodies just over their route's limit (a few KB for forms and cart intents, 1 MB for the webhook),
 * declared or not, urlencoded or multipart: 413 with a sentence, never read whole.
 */
export const oversizedCase: fc.Arbitrary<FuzzCase> = fc
  .tuple(
    fc.constantFrom(
      { path: "/api/forms", bytes: 80 * 1024 },
      { path: "/api/forms.data", bytes: 80 * 1024 },
      { path: "/api/cart", bytes: 20 * 1024 },
      { path: "/buy", bytes: 20 * 1024 },
      { path: "/api/revalidate", bytes: 1100 * 1024 },
    ),
    fc.constantFrom("urlencoded", "multipart") satisfies fc.Arbitrary<Encoding>,
  )
  .map(([target, how]) => post(target.path, [["message", "m".repeat(target.bytes)]], { encoding: how, variant: 0 }));

import fc from "fast-check";
import type { FuzzCase } from "./fuzz-cases.js";

/**
 * Forged Host and X-Forwarded-* headers (docs/testing.md, "Forged hosts"). Values stay printable so the
 * clients send them as given; Node's parser answers control characters itself.
 */

/** Hosts an attacker controls, spelled as browsers and proxies might pass them on. */
const FORGED_HOSTS = [
  "evil.example",
  "evil.example:443",
  "EVIL.EXAMPLE",
  "evil.example.",
  "localhost.evil.example",
  "evil.localhost",
  "203.0.113.66",
  "[2001:db8::66]:8080",
];

/** Values with a host's shape, or none, that no URL of the site can hold: each must be a 400 with a sentence. */
const MALFORMED_HOSTS = [
  'evil.example"><x>',
  "evil.example/path",
  "evil.example:99999",
  "evil.example:port",
  "a.123",
  "1.2.3.4.5",
  "999.1.1.1",
  "[:::]",
  "[evil.example]",
  "user@evil.example",
  "evil.example, localhost",
  "evil.example?x=1",
  "evil.example#x",
  "%65vil.example",
  "évil.example",
  "evil example",
  " ",
];

/** What a proxy (or anyone pretending to be one) may say the visitor's protocol was. */
const FORWARDED_PROTOCOLS = ["https", "HTTPS", "http", "https, http", "ftp", "javascript", "a b", 'https"><x>', ""];

/** Where a forged host would show if anything believed it: self-references, redirects, pages a CDN stores. */
const TARGETS: { method: string; path: string; body?: string }[] = [
  { method: "GET", path: "/" },
  { method: "GET", path: "/faqs" },
  { method: "GET", path: "/robots.txt" },
  { method: "GET", path: "/sitemap.xml" },
  { method: "GET", path: "/buy?step=2&line=classic" },
  { method: "GET", path: "/faqs.data" },
  { method: "HEAD", path: "/" },
  { method: "POST", path: "/api/cart", body: "intent=remove-code&redirectTo=%2Fbuy%3Fstep%3D4" },
  { method: "POST", path: "/api/forms", body: "formType=subscribe&email=a%40b&returnTo=%2Ffaqs" },
];

const hostHeader = fc.oneof(
  { arbitrary: fc.constantFrom(...FORGED_HOSTS), weight: 2 },
  { arbitrary: fc.constantFrom(...MALFORMED_HOSTS), weight: 1 },
);

/** Host, X-Forwarded-Host, X-Forwarded-Proto, and the standard Forwarded header Express does not read. */
const namedHeaders: fc.Arbitrary<Record<string, string>> = fc
  .record(
    {
      Host: hostHeader,
      "X-Forwarded-Host": hostHeader,
      "X-Forwarded-Proto": fc.constantFrom(...FORWARDED_PROTOCOLS),
      Forwarded: fc.constantFrom("host=evil.example;proto=https", 'for=1.2.3.4;host="evil.example:99999"'),
    },
    { requiredKeys: [] },
  )
  .filter((headers) => Object.keys(headers).length > 0);

export const hostCase: fc.Arbitrary<FuzzCase> = fc
  .tuple(fc.constantFrom(...TARGETS), namedHeaders, fc.boolean())
  .map(([target, headers, noScript]): FuzzCase => {
    const form: Record<string, string> =
      target.body === undefined ? {} : { "Content-Type": "application/x-www-form-urlencoded" };
    const navigation: Record<string, string> = noScript ? { Accept: "text/html", "Sec-Fetch-Mode": "navigate" } : {};
    return {
      method: target.method,
      path: target.path,
      headers: { ...navigation, ...form, ...headers },
      ...(target.body === undefined ? {} : { body: target.body }),
    };
  });

import { describe, expect, it } from "vitest";
import { sameSitePath } from "../app/http/return-path";

/**
 * At least 50 known open-redirect payloads, each of which must stay on the site.
 */
const OPEN_REDIRECT_PAYLOADS = [
  // Protocol-relative and scheme URLs, in any case.
  "//evil.com",
  "///evil.com",
  "////evil.com",
  "https://evil.com",
  "http://evil.com",
  "HTTP://evil.com",
  "hTtPs://evil.com/",
  "//evil.com/%2F..",
  "https:evil.com",
  "http:/evil.com",
  "javascript:alert(1)",
  "JavaScript:alert(1)",
  "java\tscript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  // Dot segments resolved after a check.
  "/.//evil.com",
  "/..//evil.com",
  "/x/..//evil.com",
  "/x/../..//evil.com",
  "/././/evil.com",
  "/%2e//evil.com",
  "/%2E%2E//evil.com",
  "/.%2e//evil.com",
  "/x/%2e%2e//evil.com",
  // Backslashes, which browsers read as slashes.
  "/\\evil.com",
  "\\\\evil.com",
  "/\\/evil.com",
  "\\/evil.com",
  "/x/..\\/evil.com",
  "/.\\/evil.com",
  // Control characters browsers drop from a URL: TAB, LF, CR, NUL and friends.
  "/\t/evil.com",
  "/\n/evil.com",
  "/\r/evil.com",
  "/\r\n/evil.com",
  "/\u0000/evil.com",
  "\t//evil.com",
  " //evil.com",
  "/\u000b/evil.com",
  "/\u000c/evil.com",
  "/\u007f/evil.com",
  "/.\t//evil.com",
  "/\u001f/evil.com",
  // Unicode look-alikes of "/" and "\" and "." (fullwidth, fraction and division slashes, small dot).
  "/／evil.com",
  "／／evil.com",
  "/⁄evil.com",
  "/∕evil.com",
  "/＼evil.com",
  "/\u2024/evil.com",
  "/。/evil.com",
  "/%EF%BC%8Fevil.com",
  // Encoded slashes and credentials.
  "/%2F%2Fevil.com",
  "/%2f/evil.com",
  "%2F%2Fevil.com",
  "/%5Cevil.com",
  "/%5C%5Cevil.com",
  "//bedsmade.com@evil.com",
  "/@evil.com",
  "//@evil.com",
  "https://bedsmade.com@evil.com",
  "/%09/evil.com",
  "/%0d%0a/evil.com",
  "evil.com",
  "",
  ".",
];

/** What a browser does with a Location header or href on our page: drop tabs and newlines, then resolve. */
function resolvedByABrowser(path: string): URL {
  return new URL(path.replace(/[\t\n\r]/g, ""), "https://bedsmade.example/contact");
}

describe("sameSitePath: one function decides whether a return path is ours", () => {
  it(`keeps every one of ${OPEN_REDIRECT_PAYLOADS.length} known open-redirect payloads on the site`, () => {
    expect(OPEN_REDIRECT_PAYLOADS.length).toBeGreaterThanOrEqual(50);
    for (const payload of OPEN_REDIRECT_PAYLOADS) {
      const result = sameSitePath(payload, "/fallback");
      expect(result, JSON.stringify(payload)).toMatch(/^\/(?![/\\])/);
      // eslint-disable-next-line no-control-regex -- control characters are what a result must never carry
      expect(result, JSON.stringify(payload)).not.toMatch(/[\u0000-\u001f\u007f\\]/);
      expect(resolvedByABrowser(result).origin, JSON.stringify(payload)).toBe("https://bedsmade.example");
    }
  });

  it("answers the fallback for the dot-segment payloads that used to resolve to //evil.com", () => {
    for (const payload of ["/.//evil.com", "/..//evil.com", "/x/..//evil.com"]) {
      expect(sameSitePath(payload, "/buy?step=4"), payload).toBe("/buy?step=4");
    }
  });

  it("keeps a real return path with its query and fragment", () => {
    expect(sameSitePath("/buy?step=4&line=classic", "/")).toBe("/buy?step=4&line=classic");
    expect(sameSitePath("/faqs#shipping", "/")).toBe("/faqs#shipping");
    expect(sameSitePath("/blog/../contact", "/")).toBe("/contact");
  });

  it("answers the fallback for anything that is not a string", () => {
    for (const value of [null, undefined, 42, ["/faqs"], { path: "/faqs" }]) {
      expect(sameSitePath(value, "/")).toBe("/");
    }
  });
});

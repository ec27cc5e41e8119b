import { describe, expect, it } from "vitest";
import { parseAppVersion, versionCookie } from "../app/layout/app-version";
import { scrollDirectionAfter } from "../app/layout/useScrollDirection";

describe("parseAppVersion", () => {
  it("reads {APP_KEY}_version among other cookies", () => {
    expect(parseAppVersion("a=1; bedsmade_version=1.1; b=2", "bedsmade")).toBe("1.1");
    expect(parseAppVersion("bedsmade_version=1.0", "bedsmade")).toBe("1.0");
  });

  it("falls back to V1.0 for a missing header, another app's cookie or an unknown value", () => {
    expect(parseAppVersion(null, "bedsmade")).toBe("1.0");
    expect(parseAppVersion("other_version=1.1", "bedsmade")).toBe("1.0");
    expect(parseAppVersion("bedsmade_version=2.0", "bedsmade")).toBe("1.0");
    expect(parseAppVersion("bedsmade_version=%E0%A4%A", "bedsmade")).toBe("1.0");
  });

  it("writes a one-year, site-wide, SameSite=Lax cookie", () => {
    expect(versionCookie("bedsmade", "1.1", false)).toBe(
      "bedsmade_version=1.1; Max-Age=31536000; Path=/; SameSite=Lax",
    );
    expect(versionCookie("shop", "1.0", true)).toMatch(/^shop_version=1\.0; .*; Secure$/);
  });
});

describe("scroll direction (SPEC §4)", () => {
  it("is scroll-up at the top, whatever the move", () => {
    expect(scrollDirectionAfter(200, 0)).toBe("scroll-up");
  });

  it("follows the move, ignoring jitter", () => {
    expect(scrollDirectionAfter(100, 300)).toBe("scroll-down");
    expect(scrollDirectionAfter(300, 100)).toBe("scroll-up");
    expect(scrollDirectionAfter(300, 302)).toBeNull();
  });
});

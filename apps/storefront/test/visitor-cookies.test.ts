import { afterEach, describe, expect, it, vi } from "vitest";
import { useProductionEnvironment } from "./support/production-environment";

/**
 * `Secure` is decided from NODE_ENV when the modules load, so each case loads fresh copies.
 */

async function visitorModules(nodeEnvironment = "development") {
  if (nodeEnvironment === "production") useProductionEnvironment();
  else vi.stubEnv("NODE_ENV", nodeEnvironment);
  vi.resetModules();
  const [session, locale, visitor] = await Promise.all([
    import("../app/http/session.server"),
    import("../app/http/locale.server"),
    import("../app/http/visitor-cookies.server"),
  ]);
  return { ...session, ...locale, ...visitor };
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

const withCookie = (cookie: string) => new Request("http://localhost/api/cart", { headers: { Cookie: cookie } });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("the session id cookie", () => {
  it("is generated when absent (an unguessable random UUID) and set for 864000000 s, HttpOnly, SameSite=Lax", async () => {
    const { sessionOf } = await visitorModules();
    const first = sessionOf(new Request("http://localhost/api/cart"));
    const second = sessionOf(new Request("http://localhost/api/cart"));

    expect(first.id).toMatch(UUID);
    expect(second.id).not.toBe(first.id);
    expect(first.setCookie).toBe(`bedsmade_session=${first.id}; Max-Age=864000000; Path=/; HttpOnly; SameSite=Lax`);
  });

  it("is Secure in production", async () => {
    const { sessionOf } = await visitorModules("production");
    expect(sessionOf(new Request("http://localhost/buy")).setCookie).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
  });

  it("is read from the cookie when present, and not set again", async () => {
    const { sessionOf } = await visitorModules();
    const id = "0b6f3c8e-5d1a-4c2b-9e7f-1a2b3c4d5e6f";
    expect(sessionOf(withCookie(`other=1; bedsmade_session=${id}`))).toEqual({ id, setCookie: null });
  });

  it.each([["not-a-uuid"], ["1; admin=true"], [""], ["0b6f3c8e-5d1a-4c2b-9e7f-1a2b3c4d5e6f0"]])(
    "is replaced, never trusted, when tampered (%j)",
    async (tampered) => {
      const { sessionOf } = await visitorModules();
      const session = sessionOf(withCookie(`bedsmade_session=${tampered}`));
      expect(session.id).toMatch(UUID);
      expect(session.setCookie).toContain(`bedsmade_session=${session.id};`);
    },
  );
});

describe("the locale cookie vsf-locale", () => {
  it("is set to the configured locale for 365 days, path /, SameSite=Lax, when absent", async () => {
    const { localeOf } = await visitorModules();
    expect(localeOf(new Request("http://localhost/buy"))).toEqual({
      locale: "en",
      setCookie: "vsf-locale=en; Max-Age=31536000; Path=/; SameSite=Lax",
    });
  });

  it("is read, and a locale we do not serve falls back to the configured one (and is rewritten)", async () => {
    const { localeOf } = await visitorModules();
    expect(localeOf(withCookie("vsf-locale=en"))).toEqual({ locale: "en", setCookie: null });
    const foreign = localeOf(withCookie("vsf-locale=fr"));
    expect(foreign.locale).toBe("en");
    expect(foreign.setCookie).toMatch(/^vsf-locale=en;/);
  });
});

describe("a response that is never shared", () => {
  it("gets both cookies after its own, and says which locale it answers in", async () => {
    const { addVisitorCookies } = await visitorModules();
    const headers = new Headers({ "Set-Cookie": "bedsmade_cart_id=abc; Path=/" });
    addVisitorCookies(new Request("http://localhost/api/cart"), headers);

    const cookies = headers.getSetCookie();
    expect(cookies[0]).toBe("bedsmade_cart_id=abc; Path=/");
    expect(cookies.slice(1).map((cookie) => cookie.split("=")[0])).toEqual(["bedsmade_session", "vsf-locale"]);
    expect(headers.get("Content-Language")).toBe("en");
  });

  it("gets no cookie when the visitor already has valid ones", async () => {
    const { addVisitorCookies } = await visitorModules();
    const request = withCookie("bedsmade_session=0b6f3c8e-5d1a-4c2b-9e7f-1a2b3c4d5e6f; vsf-locale=en");
    expect(addVisitorCookies(request, new Headers()).getSetCookie()).toEqual([]);
  });
});

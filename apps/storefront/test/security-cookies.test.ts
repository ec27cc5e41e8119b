import { afterEach, describe, expect, it, vi } from "vitest";
import { useProductionEnvironment } from "./support/production-environment";

/**
 * The cart cookies decide `Secure` from NODE_ENV when their module loads, so each case loads a fresh
 * copy. The version cookie is written by the browser, so not HttpOnly: shell-version.test.ts.
 */

async function cartCookies(nodeEnvironment: string) {
  if (nodeEnvironment === "production") useProductionEnvironment();
  else vi.stubEnv("NODE_ENV", nodeEnvironment);
  vi.resetModules();
  return import("../app/commerce/cart/cart-cookies.server");
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

const CART_ID = "gid://shopify/Cart/c1-abc?key=k1";

describe("cart cookies", () => {
  it("are HttpOnly, SameSite=Lax and Secure in production", async () => {
    const cookies = await cartCookies("production");
    for (const cookie of [
      await cookies.serializeCartId(CART_ID),
      await cookies.serializeCartFlash([]),
      await cookies.clearCartId(),
    ]) {
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
      expect(cookie).toMatch(/; Secure/);
    }
  });

  it("leave out Secure in development, where the shop runs on plain http://localhost", async () => {
    const cookies = await cartCookies("development");
    const cookie = await cookies.serializeCartId(CART_ID);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
  });
});

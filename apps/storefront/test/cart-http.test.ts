import { describe, expect, it } from "vitest";
import { cartActionResponse } from "../app/commerce/cart/cart-http.server";

describe("POST /api/cart without JavaScript", () => {
  it("sends the shopper back only to a path on this site, whatever redirectTo says", async () => {
    for (const redirectTo of ["/.//evil.com", "/..//evil.com", "/x/..//evil.com", "/\t/evil.com", "//evil.com"]) {
      const request = new Request("http://localhost:3000/api/cart", {
        method: "POST",
        headers: { Accept: "text/html", "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "not-an-intent", redirectTo }),
      });
      const response = await cartActionResponse(request);
      expect(response.status, redirectTo).toBe(303);
      expect(response.headers.get("Location"), JSON.stringify(redirectTo)).toBe("/buy?step=4");
    }
  });
});

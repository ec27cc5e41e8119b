import { describe, expect, it } from "vitest";
import { cartActionResponse } from "../app/commerce/cart-http.server";

describe("POST /api/cart from another site", () => {
  it("is refused with a message, before the shop is asked anything", async () => {
    const request = new Request("http://localhost:3000/api/cart", {
      method: "POST",
      headers: { "Sec-Fetch-Site": "cross-site", "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=add&variantKey=anything",
    });
    const response = await cartActionResponse(request);
    expect(response.status).toBe(403);
    const body = (await response.json()) as { notices: { code: string; message: string }[] };
    expect(body.notices).toEqual([
      expect.objectContaining({ code: "CROSS_SITE", message: expect.stringMatching(/\w+/) }),
    ]);
  });
});

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

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

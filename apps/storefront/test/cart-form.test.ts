import { describe, expect, it } from "vitest";
import { parseCartIntent } from "../app/commerce/cart/cart-form";

/**
 * What /api/cart accepts (quantity 1-30; quantity 0 removes; "This promo code is
 * invalid"), one request at a time: each refusal is a sentence the shopper can act on.
 */

const LINE = "gid://shopify/CartLine/a1?cart=b2";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const parsed = (fields: Record<string, string>) => parseCartIntent(form(fields));
const refusal = (message: string) => ({ ok: false, message });

describe("an add", () => {
  it("takes the variant, the quantity, the packaging and the item number", () => {
    expect(
      parsed({ intent: "add", variantKey: " 447-00_A ", quantity: " 30 ", premiumPackaging: "No", itemNumber: "12" }),
    ).toEqual({
      ok: true,
      intent: {
        intent: "add",
        variantKey: "447-00_A",
        quantity: 30,
        premiumPackaging: false,
        itemNumber: 12,
        measured: null,
      },
    });
  });

  it("chosen by the fit finder, carries the mattress as the workroom reads it, in the shopper's unit", () => {
    const fit = (unit: string, width: string, length: string, depth: string) =>
      parsed({
        intent: "add",
        variantKey: "447",
        "fit-unit": unit,
        "fit-width": width,
        "fit-length": length,
        "fit-depth": depth,
      });
    expect(fit("cm", "152", "203", "32")).toMatchObject({ ok: true, intent: { measured: "152 × 203 × 32 cm" } });
    expect(fit("in", "60", "80", "12.5")).toMatchObject({
      ok: true,
      intent: { measured: "60 × 80 × 12.5 in (152.4 × 203.2 × 31.8 cm)" },
    });
  });

  it("with a measurement the fit finder's rules refuse, is refused with their sentence rather than losing it", () => {
    expect(
      parsed({
        intent: "add",
        variantKey: "447",
        "fit-unit": "cm",
        "fit-width": "2",
        "fit-length": "203",
        "fit-depth": "32",
      }),
    ).toEqual(refusal("We expect a mattress width between 50 and 300 cm; please measure it again"));
    expect(parsed({ intent: "add", variantKey: "447", "fit-unit": "ft", "fit-width": "5" })).toEqual(
      refusal("Please choose centimetres or inches"),
    );
  });

  it.each([
    [{}, "Please select a mattress size and depth."],
    [{ variantKey: "" }, "Please select a mattress size and depth."],
    [{ variantKey: "44 70" }, "Please select a mattress size and depth."],
    [{ variantKey: "x44" + "0".repeat(62) }, "Please select a mattress size and depth."],
    [{ variantKey: "gid://shopify/ProductVariant/1" }, "Please select a mattress size and depth."],
    [{ variantKey: "1", quantity: "31" }, "Please enter a whole number from 1 to 30."],
    [{ variantKey: "1", quantity: "1234567" }, "Please enter a whole number from 1 to 30."],
    [{ variantKey: "1", premiumPackaging: "maybe" }, "Please choose whether you want premium packaging."],
    [{ variantKey: "1", itemNumber: "0" }, "That cart item number is not valid."],
    [{ variantKey: "1", itemNumber: "1000000" }, "That cart item number is not valid."],
  ])("refuses %j with %j", (fields, message) => {
    expect(parsed({ intent: "add", ...fields })).toEqual(refusal(message));
  });

  it("accepts the longest variant key and the highest item number", () => {
    expect(parsed({ intent: "add", variantKey: "9".repeat(64), itemNumber: "999999" })).toMatchObject({
      ok: true,
      intent: { variantKey: "9".repeat(64), itemNumber: 999_999 },
    });
  });
});

describe("a quantity update", () => {
  it.each(["0", "1", "30"])("accepts %s (0 removes the line)", (quantity) => {
    expect(parsed({ intent: "set-quantity", lineId: ` ${LINE} `, quantity })).toEqual({
      ok: true,
      intent: { intent: "set-quantity", lineId: LINE, quantity: Number(quantity) },
    });
  });

  it.each([
    [{ quantity: "1" }, "Please choose a cart item."],
    [{ lineId: "gid://shopify/CartLine/", quantity: "1" }, "That cart item could not be found."],
    [{ lineId: `x${LINE}`, quantity: "1" }, "That cart item could not be found."],
    [{ lineId: `${LINE} and more`, quantity: "1" }, "That cart item could not be found."],
    [{ lineId: `${LINE}${"a".repeat(512)}`, quantity: "1" }, "That cart item could not be found."],
    [{ lineId: LINE }, "Please enter a whole number from 0 to 30."],
    [{ lineId: LINE, quantity: "31" }, "Please enter a whole number from 0 to 30."],
  ])("refuses %j with %j", (fields, message) => {
    expect(parsed({ intent: "set-quantity", ...fields })).toEqual(refusal(message));
  });
});

describe("packaging", () => {
  it.each([
    ["true", true],
    ["on", true],
    ["YES", true],
    ["1", true],
    ["false", false],
    ["off", false],
    ["no", false],
    ["0", false],
  ])("reads %j as %s", (premiumPackaging, expected) => {
    expect(parsed({ intent: "set-packaging", lineId: LINE, premiumPackaging })).toEqual({
      ok: true,
      intent: { intent: "set-packaging", lineId: LINE, premiumPackaging: expected },
    });
  });

  it("needs a value", () => {
    expect(parsed({ intent: "set-packaging", lineId: LINE })).toEqual(
      refusal("Please choose whether you want premium packaging."),
    );
  });
});

describe("removing, promo codes and checkout", () => {
  it("removes a line", () => {
    expect(parsed({ intent: "remove", lineId: LINE })).toEqual({
      ok: true,
      intent: { intent: "remove", lineId: LINE },
    });
  });

  it.each(["apply-code", "remove-code"])("%s takes a code of letters, digits, - and _", (intent) => {
    expect(parsed({ intent, code: " WELCOME_10-é " })).toEqual({ ok: true, intent: { intent, code: "WELCOME_10-é" } });
    expect(parsed({ intent, code: "W".repeat(64) })).toMatchObject({ ok: true });
  });

  it.each([
    [{}, "Please enter a promo code."],
    [{ code: "  " }, "Please enter a promo code."],
    [{ code: "W".repeat(65) }, "This promo code is invalid"],
    [{ code: "WELCOME 10" }, "This promo code is invalid"],
    [{ code: "!WELCOME10" }, "This promo code is invalid"],
    [{ code: "WELCOME10!" }, "This promo code is invalid"],
  ])("refuses %j with %j", (fields, message) => {
    expect(parsed({ intent: "apply-code", ...fields })).toEqual(refusal(message));
  });

  it("checks out with nothing else", () => {
    expect(parsed({ intent: "checkout" })).toEqual({ ok: true, intent: { intent: "checkout" } });
  });

  it.each<Record<string, string>>([{}, { intent: "empty-cart" }, { intent: "" }])(
    "does not understand %j",
    (fields) => {
      expect(parsed(fields)).toEqual(refusal("Sorry, we didn't understand that cart request. Please try again."));
    },
  );

  it("reads a file where a field should be as a missing field", () => {
    const data = form({ intent: "remove" });
    data.append("lineId", new Blob([LINE]), "line.txt");
    expect(parseCartIntent(data)).toEqual(refusal("Please choose a cart item."));
  });
});

import { describe, expect, it } from "vitest";
import {
  AUS_MOBILE_MESSAGE,
  EMAIL_MESSAGE,
  MESSAGE_TOO_LONG,
  REQUIRED_MESSAGE,
  validateFields,
} from "@bedsmade/form-rules";

describe("the form rules' messages", () => {
  it("uses the exact wording", () => {
    expect(REQUIRED_MESSAGE).toBe("Required");
    expect(EMAIL_MESSAGE).toBe("Please enter a valid email");
    expect(AUS_MOBILE_MESSAGE).toBe("Please enter a valid Australian mobile number (with no spaces)");
  });
});

describe("email capture (subscribe, sold-out)", () => {
  it("requires an email, and says only Required when it is blank or whitespace", () => {
    expect(validateFields("subscribe", {})).toEqual({ email: REQUIRED_MESSAGE });
    expect(validateFields("subscribe", { email: "   " })).toEqual({ email: REQUIRED_MESSAGE });
  });

  it.each(["sam", "sam@", "@example.com", "sam@example", "sam example@example.com"])("rejects %j", (email) => {
    const set = { line: "classic", size: "queen", depth: "44700000001006" };
    expect(validateFields("sold-out", { email, ...set })).toEqual({ email: EMAIL_MESSAGE });
  });

  it("trims before checking", () => {
    expect(validateFields("subscribe", { email: "  sam@example.com.au " })).toEqual({});
  });
});

describe("contact form", () => {
  const valid = { email: "sam@example.com", mobile: "0412345678", message: "Do you make cot sheets?" };

  it("accepts a complete message", () => {
    expect(validateFields("contact", valid)).toEqual({});
  });

  it("gives the first message for every field that fails", () => {
    expect(validateFields("contact", {})).toEqual({
      email: REQUIRED_MESSAGE,
      mobile: REQUIRED_MESSAGE,
      message: REQUIRED_MESSAGE,
    });
  });

  it("limits the message length", () => {
    expect(validateFields("contact", { ...valid, message: "a".repeat(5001) })).toEqual({ message: MESSAGE_TOO_LONG });
  });

  it.each(["0412345678", "+61412345678", "412345678", " 0412345678 "])("accepts the mobile %j", (mobile) => {
    expect(validateFields("contact", { ...valid, mobile })).toEqual({});
  });

  it.each([
    ["with spaces", "0412 345 678"],
    ["a landline", "0298765432"],
    ["too short", "041234567"],
    ["too long", "04123456789"],
    ["+61 with a 0", "+610412345678"],
    ["another country code", "+64412345678"],
    ["letters", "04123abc78"],
    ["longer than 12 characters", "+614123456789"],
  ])("rejects a mobile %s", (_case, mobile) => {
    expect(validateFields("contact", { ...valid, mobile })).toEqual({ mobile: AUS_MOBILE_MESSAGE });
  });
});

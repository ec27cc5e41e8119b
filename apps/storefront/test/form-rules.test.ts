import {
  AUS_MOBILE_MESSAGE,
  checkFormData,
  EMAIL_MESSAGE,
  FORM_TYPE_MESSAGE,
  isFormType,
  MESSAGE_TOO_LONG,
  REQUIRED_MESSAGE,
} from "@bedsmade/form-rules";
import { describe, expect, it } from "vitest";

/** The rules as both servers apply them to a whole submission: POST /api/forms and the CMS's submit. */

describe("a submission's form type", () => {
  it.each(["subscribe", "sold-out", "contact"])("%s is one", (formType) => expect(isFormType(formType)).toBe(true));

  it.each([undefined, "", "Contact", "newsletter", 1])("%j is not, and says which are", (formType) => {
    expect(isFormType(formType)).toBe(false);
    expect(checkFormData({ formType, email: "sam@example.com" })).toEqual({
      ok: false,
      failures: [{ path: ["formType"], message: "The form type must be one of subscribe, sold-out, contact" }],
    });
    expect(FORM_TYPE_MESSAGE).toBe("The form type must be one of subscribe, sold-out, contact");
  });
});

describe("checking a submission", () => {
  it("gives back the form's own fields, trimmed", () => {
    expect(checkFormData({ formType: "subscribe", email: "  sam@example.com ", extra: "dropped" })).toEqual({
      ok: true,
      formType: "subscribe",
      values: { email: "sam@example.com" },
    });
    expect(
      checkFormData({ formType: "contact", email: "sam@example.com", mobile: " 0412345678 ", message: " Hi " }),
    ).toEqual({
      ok: true,
      formType: "contact",
      values: { email: "sam@example.com", mobile: "0412345678", message: "Hi" },
    });
  });

  it("names each failing field with its first message", () => {
    expect(checkFormData({ formType: "contact", email: "sam", mobile: "0412 345 678", message: "   " })).toEqual({
      ok: false,
      failures: [
        { path: ["email"], message: EMAIL_MESSAGE },
        { path: ["mobile"], message: AUS_MOBILE_MESSAGE },
        { path: ["message"], message: REQUIRED_MESSAGE },
      ],
    });
  });

  it("reads a field that is not text as an empty one", () => {
    expect(checkFormData({ formType: "sold-out", email: 42, line: "classic", size: "queen", depth: "" })).toEqual({
      ok: false,
      failures: [{ path: ["email"], message: REQUIRED_MESSAGE }],
    });
  });

  it("keeps a message under 5,000 characters", () => {
    const base = { formType: "contact", email: "sam@example.com", mobile: "+61412345678" };
    expect(checkFormData({ ...base, message: "a".repeat(5000) }).ok).toBe(true);
    expect(checkFormData({ ...base, message: "a".repeat(5001) })).toEqual({
      ok: false,
      failures: [{ path: ["message"], message: MESSAGE_TOO_LONG }],
    });
  });
});

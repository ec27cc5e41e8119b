import * as z from "zod/mini";
import { formText as text, REQUIRED_MESSAGE, type FieldErrors } from "./fields.js";
import { soldOutSetRule } from "./sold-out-set.js";

export { REQUIRED_MESSAGE, type FieldErrors } from "./fields.js";
export * from "./measurement.js";
export * from "./sold-out-set.js";
export * from "./file-version.js";
export * from "./old-addresses.js";
export * from "./preview-link.js";
export * from "./shared-secrets.js";

/**
 * One copy of the form rules for the browser, the storefront server and the CMS, so no verdict is
 * trusted unchecked. zod/mini: full zod cost every page ~25 KB of gzipped script.
 */

export const EMAIL_MESSAGE = "Please enter a valid email";
export const AUS_MOBILE_MESSAGE = "Please enter a valid Australian mobile number (with no spaces)";
export const MESSAGE_TOO_LONG = "Please keep your message under 5,000 characters";

export const MOBILE_MAX_LENGTH = 12;
export const MESSAGE_MAX_LENGTH = 5000;

/** aus_mobile: optional +61 or 0, then a 4 (the mobile range), then 8 more digits; no spaces. */
export const AUS_MOBILE_PATTERN = /^(?:\+61|0)?4\d{8}$/;

const required = z.pipe(text, z.string().check(z.minLength(1, REQUIRED_MESSAGE)));

export const emailRule = z.pipe(required, z.email(EMAIL_MESSAGE));
export const ausMobileRule = z.pipe(
  required,
  z.string().check(z.maxLength(MOBILE_MAX_LENGTH, AUS_MOBILE_MESSAGE), z.regex(AUS_MOBILE_PATTERN, AUS_MOBILE_MESSAGE)),
);
export const messageRule = z.pipe(required, z.string().check(z.maxLength(MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG)));

export const emailCaptureFields = z.object({ email: emailRule });
/** A sold-out request: the address, and the set it is for, so the shopper hears when that set is back. */
export const soldOutFields = z.extend(emailCaptureFields, soldOutSetRule.shape);
export const contactFields = z.object({ email: emailRule, mobile: ausMobileRule, message: messageRule });

export const FORM_TYPES = ["subscribe", "sold-out", "contact"] as const;
export type FormType = (typeof FORM_TYPES)[number];
export const FORM_TYPE_MESSAGE = `The form type must be one of ${FORM_TYPES.join(", ")}`;

export function isFormType(value: unknown): value is FormType {
  return FORM_TYPES.includes(value as FormType);
}

/**
 * The storefront's bot verdict, carried in formData; the CMS stores it as spam. Trusting it is safe:
 * a caller can only mark its own submission.
 */
export const SPAM_REASON_FIELD = "spamReason";
export const SPAM_REASON_MAX_LENGTH = 100;

export type EmailCaptureValues = z.output<typeof emailCaptureFields>;
export type SoldOutValues = z.output<typeof soldOutFields>;
export type ContactValues = z.output<typeof contactFields>;

const FIELDS_OF = { subscribe: emailCaptureFields, "sold-out": soldOutFields, contact: contactFields } as const;

export function fieldsOf(formType: FormType) {
  return FIELDS_OF[formType];
}

function firstPerField(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

export function validateFields(formType: FormType, values: Record<string, unknown>): FieldErrors {
  const result = fieldsOf(formType).safeParse(values);
  return result.success ? {} : firstPerField(result.error.issues);
}

/** A rule a submission breaks, named by where it sits in the submission: ["formType"], ["email"], … */
export type RuleFailure = { path: string[]; message: string };

export type CheckedFormData =
  | { ok: true; formType: FormType; values: EmailCaptureValues | SoldOutValues | ContactValues }
  | { ok: false; failures: RuleFailure[] };

/** Its formType picks the fields; values come back trimmed, without fields the form does not have. */
export function checkFormData(formData: Record<string, unknown>): CheckedFormData {
  const { formType } = formData;
  if (!isFormType(formType)) return { ok: false, failures: [{ path: ["formType"], message: FORM_TYPE_MESSAGE }] };
  const result = fieldsOf(formType).safeParse(formData);
  if (result.success) return { ok: true, formType, values: result.data };
  const failures = Object.entries(firstPerField(result.error.issues)).map(([field, message]) => ({
    path: [field],
    message: message ?? "",
  }));
  return { ok: false, failures };
}

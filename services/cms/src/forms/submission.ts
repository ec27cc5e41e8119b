import {
  checkFormData,
  SPAM_REASON_FIELD,
  SPAM_REASON_MAX_LENGTH,
  type FormType,
  type RuleFailure,
  type SoldOutSet,
} from "@bedsmade/form-rules";
import { errors } from "@strapi/utils";

/**
 * Checks the ezforms body against the storefront's own form rules, so a script posting straight here
 * meets the same rules. The captcha `token` is ignored: the shop runs no captcha.
 */

export type Submission = {
  /** What is stored: the checked, trimmed fields to read in the admin, and the formData as it came. */
  entry: {
    formName: string;
    formType: FormType;
    email: string;
    mobile: string | null;
    message: string | null;
    data: Record<string, unknown>;
    /** Why the storefront judged it a bot's (SPAM_REASON_FIELD), or null: stored, never emailed. */
    spamReason: string | null;
    /** A sold-out request's set (depth "" for any depth of the size); null for the other forms. */
    set: SoldOutSet | null;
  };
  /** What ezforms answers: the formData as submitted. */
  formData: Record<string, unknown>;
};

/** The database's string column (varchar 255 on PostgreSQL). */
const FORM_NAME_MAX_LENGTH = 255;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Strapi's own shape for a bad body, as its request validation throws it: one message or a count. */
function invalid(failures: RuleFailure[]): errors.ValidationError {
  const [first] = failures;
  const message = failures.length === 1 && first ? first.message : `${failures.length} errors occurred`;
  return new errors.ValidationError(message, { errors: failures });
}

export function readSubmission(body: unknown): Submission {
  const { formName, formData } = isRecord(body) ? body : {};
  if (!isRecord(formData)) {
    throw invalid([{ path: ["formData"], message: "formData must be an object of the form's fields" }]);
  }
  const failures: RuleFailure[] = [];
  if (formName !== undefined && (typeof formName !== "string" || formName.length > FORM_NAME_MAX_LENGTH)) {
    failures.push({
      path: ["formName"],
      message: `formName must be text of at most ${FORM_NAME_MAX_LENGTH} characters`,
    });
  }
  const spamReason = formData[SPAM_REASON_FIELD] ?? null;
  if (spamReason !== null && (typeof spamReason !== "string" || spamReason.length > SPAM_REASON_MAX_LENGTH)) {
    failures.push({
      path: ["formData", SPAM_REASON_FIELD],
      message: `${SPAM_REASON_FIELD} must be text of at most ${SPAM_REASON_MAX_LENGTH} characters`,
    });
  }
  const checked = checkFormData(formData);
  if (!checked.ok)
    failures.push(...checked.failures.map(({ path, message }) => ({ path: ["formData", ...path], message })));
  if (!checked.ok || failures.length > 0) throw invalid(failures);

  const { values, formType } = checked;
  return {
    entry: {
      formName: typeof formName === "string" && formName.trim() !== "" ? formName.trim() : formType,
      formType,
      email: values.email,
      mobile: "mobile" in values ? values.mobile : null,
      message: "message" in values ? values.message : null,
      data: formData,
      spamReason: typeof spamReason === "string" && spamReason.trim() !== "" ? spamReason.trim() : null,
      set: "line" in values ? { line: values.line, size: values.size, depth: values.depth } : null,
    },
    formData,
  };
}

import { fieldsOf, isFormType, SPAM_REASON_FIELD, validateFields, type FormType } from "@bedsmade/form-rules";
import type { SubmitToCms } from "./cms-submit.server";
import {
  FORM_TYPE_FIELD,
  HONEYPOT_FIELD,
  RATE_LIMITED_MESSAGE,
  RETURN_TO_FIELD,
  SEND_FAILED_MESSAGE,
  SHOWN_FOR_FIELD,
  UNKNOWN_FORM_MESSAGE,
  type FormResult,
  type FormValues,
} from "./protocol";
import type { RateLimiter } from "../http/rate-limit.server";
import { sameSitePath } from "../http/return-path";
import { log as logger } from "../log.server";

/** POST /api/forms; every answer carries what was typed, so no failure loses it (docs/content.md, "Forms"). */

/** Faster than this from the form appearing to its sending is a script: people read and type. */
export const MIN_FILL_MS = 3000;

export type FormHandlerDeps = {
  limiter: RateLimiter;
  submit: SubmitToCms;
  log?: (message: string) => void;
};

export type FormAnswer = { result: FormResult; status: number; headers?: Record<string, string> };

/** Why a submission looks like a bot's, or null. */
function spamReasonOf(body: FormData): string | null {
  const honeypot = body.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") return "honeypot";
  const shownFor = body.get(SHOWN_FOR_FIELD);
  // Empty without script; anything else that is not a time of at least MIN_FILL_MS was not sent by a person.
  if (typeof shownFor === "string" && shownFor !== "" && !(Number(shownFor) >= MIN_FILL_MS)) return "too-fast";
  return null;
}

function valuesOf(formType: FormType, body: FormData): FormValues {
  const values: FormValues = {};
  for (const field of Object.keys(fieldsOf(formType).shape)) {
    const value = body.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

export async function handleFormPost(body: FormData, clientKey: string, deps: FormHandlerDeps): Promise<FormAnswer> {
  const log = deps.log ?? ((message: string) => logger.warn(message));
  const returnTo = sameSitePath(body.get(RETURN_TO_FIELD), "/");
  const formType = body.get(FORM_TYPE_FIELD);
  if (!isFormType(formType)) {
    return { result: { status: "rejected", returnTo, message: UNKNOWN_FORM_MESSAGE }, status: 400 };
  }
  const values = valuesOf(formType, body);

  const verdict = await deps.limiter.consume(clientKey);
  if (!verdict.allowed) {
    return {
      result: { status: "limited", formType, returnTo, message: RATE_LIMITED_MESSAGE, values },
      status: 429,
      headers: { "Retry-After": String(verdict.retryAfterSeconds) },
    };
  }

  const errors = validateFields(formType, values);
  const spamReason = spamReasonOf(body);
  if (spamReason) {
    // Answered as a success, so a bot learns nothing; valid spam is kept for the owner, never emailed.
    const valid = Object.keys(errors).length === 0;
    if (valid) {
      await deps
        .submit({ ...fieldsOf(formType).parse(values), formType, [SPAM_REASON_FIELD]: spamReason })
        .catch((error: unknown) => log(`[forms] spam not stored: ${String(error)}`));
    }
    log(`[forms] ${spamReason} on a ${formType} form; ${valid ? "stored as spam" : "not stored"}`);
    return { result: { status: "sent", formType, returnTo }, status: 200 };
  }

  if (Object.keys(errors).length > 0) {
    return { result: { status: "invalid", formType, returnTo, errors, values }, status: 422 };
  }

  const parsed = fieldsOf(formType).parse(values);
  try {
    await deps.submit({ ...parsed, formType });
  } catch (error) {
    log(`[forms] ${error instanceof Error ? error.message : String(error)}`);
    return { result: { status: "failed", formType, returnTo, message: SEND_FAILED_MESSAGE, values }, status: 502 };
  }
  return { result: { status: "sent", formType, returnTo }, status: 200 };
}

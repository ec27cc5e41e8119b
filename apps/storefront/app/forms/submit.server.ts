import { fieldsOf, isFormType, validateFields, type FormType } from "@bedsmade/form-rules";
import type { SubmitToEzforms } from "../content/ezforms.server";
import {
  FORM_TYPE_FIELD,
  HONEYPOT_FIELD,
  RATE_LIMITED_MESSAGE,
  RETURN_TO_FIELD,
  SEND_FAILED_MESSAGE,
  UNKNOWN_FORM_MESSAGE,
  type FormResult,
  type FormValues,
} from "./protocol";
import type { RateLimiter } from "../http/rate-limit.server";
import { sameSitePath } from "../http/return-path";

/**
 * POST /api/forms: the same SPEC §5 rules as the browser, a honeypot, a per-client limit, then
 * ezforms. Every answer carries what was typed, so no failure loses the visitor's words.
 */

export type FormHandlerDeps = {
  limiter: RateLimiter;
  submit: SubmitToEzforms;
  log?: (message: string) => void;
};

export type FormAnswer = { result: FormResult; status: number; headers?: Record<string, string> };

function valuesOf(formType: FormType, body: FormData): FormValues {
  const values: FormValues = {};
  for (const field of Object.keys(fieldsOf(formType).shape)) {
    const value = body.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

export async function handleFormPost(body: FormData, clientKey: string, deps: FormHandlerDeps): Promise<FormAnswer> {
  const log = deps.log ?? console.warn;
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

  const honeypot = body.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    // A bot learns nothing from the answer: it looks like any other success, and nothing is stored.
    log(`[forms] honeypot filled on a ${formType} form; not stored`);
    return { result: { status: "sent", formType, returnTo }, status: 200 };
  }

  const errors = validateFields(formType, values);
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

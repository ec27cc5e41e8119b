import type { FieldErrors, FormType } from "@bedsmade/form-rules";

/** What the browser and POST /api/forms agree on: field names and the shape of an answer. */

export const FORMS_ENDPOINT = "/api/forms";
export const FORM_TYPE_FIELD = "formType";
/** Where a script-less visitor goes back to after the result page. */
export const RETURN_TO_FIELD = "returnTo";
/** The honeypot: hidden from people, so only bots fill it; named like a real field, as bots skip traps. */
export const HONEYPOT_FIELD = "company";
/** Milliseconds on screen before sending: people take seconds, a script does not; empty without script. */
export const SHOWN_FOR_FIELD = "shownForMs";

export const SEND_FAILED_MESSAGE =
  "We couldn't send that just now. Please try again in a minute; what you typed is still here.";
export const RATE_LIMITED_MESSAGE =
  "That's a lot of messages in a short time. Please wait a few minutes and try again.";
export const UNKNOWN_FORM_MESSAGE = "We couldn't tell which form this was. Please reload the page and try again.";

export type FormValues = Record<string, string>;

export type FormResult =
  | { status: "sent"; formType: FormType; returnTo: string }
  | { status: "invalid"; formType: FormType; returnTo: string; errors: FieldErrors; values: FormValues }
  | { status: "failed" | "limited"; formType: FormType; returnTo: string; message: string; values: FormValues }
  | { status: "rejected"; returnTo: string; message: string };

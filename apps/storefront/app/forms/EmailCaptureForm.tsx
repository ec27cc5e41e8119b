import type { SoldOutSet } from "@bedsmade/form-rules";
import { useId } from "react";
import { Field } from "../ui/Field";
import { FormFailure, FormPlumbing } from "./FormPlumbing";
import { FORMS_ENDPOINT } from "./protocol";
import { useValidatedForm } from "./useValidatedForm";

const FIELDS = ["email"];
const DEFAULT_BUTTON_TEXT = "Subscribe";

type EmailCaptureFormProps = {
  formType: "subscribe" | "sold-out";
  placeholder: string | null;
  buttonText: string | null;
  onSent?: () => void;
  /** A sold-out request's set: hidden fields, part of what the rules check. */
  set?: SoldOutSet;
};

/** The one-field email form of the subscribe and sold-out modals. */
export function EmailCaptureForm({ formType, placeholder, buttonText, onSent, set }: EmailCaptureFormProps) {
  const id = useId();
  const form = useValidatedForm(formType, FIELDS, onSent, {}, set);
  return (
    <form.fetcher.Form
      method="post"
      action={FORMS_ENDPOINT}
      noValidate
      className="email-capture-form"
      // A sent address changes nothing the page loaded, so the page is not read again.
      defaultShouldRevalidate={false}
    >
      <FormPlumbing formType={formType} />
      {Object.entries(set ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Field
        id={`${id}-email`}
        label="Email address"
        hideLabel
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={placeholder ?? "Your email address"}
        required
        error={form.errors.email}
        {...form.fieldProps("email")}
      />
      <FormFailure message={form.failure} />
      <button
        type="submit"
        className="button surface-primary-blue"
        disabled={!form.canSubmit}
        aria-busy={form.submitting}
      >
        {buttonText ?? DEFAULT_BUTTON_TEXT}
      </button>
    </form.fetcher.Form>
  );
}

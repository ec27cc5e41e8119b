import { useId, useState } from "react";
import { MESSAGE_MAX_LENGTH, MOBILE_MAX_LENGTH } from "@bedsmade/form-rules";
import { useSearchParams } from "react-router";
import { MOBILE_HINT } from "../../forms/field-hints";
import { FormFailure, FormPlumbing } from "../../forms/FormPlumbing";
import { FORMS_ENDPOINT } from "../../forms/protocol";
import { useValidatedForm } from "../../forms/useValidatedForm";
import { SuccessFormModal } from "../../forms/SuccessFormModal";
import { Field } from "../../ui/Field";
import { RichText } from "../../ui/RichText";
import { BlockSection } from "../BlockSection";
import type { BlockProps } from "../block-props";
import type { ContactFormBlock } from "./schema";

const FIELDS = ["email", "mobile", "message"];

/**
 * The contact page's form: email, an Australian mobile and a message, checked as the
 * visitor goes; sent through POST /api/forms to the content service's ezforms.
 */
export function ContactForm({ block, isFirst }: BlockProps<ContactFormBlock>) {
  const id = useId();
  const [thanked, setThanked] = useState(false);
  // A page that sends the shopper here may write their message for them (/buy's fit finder: the measurements).
  const [params] = useSearchParams();
  const message = params.get("message")?.slice(0, MESSAGE_MAX_LENGTH) ?? "";
  const form = useValidatedForm("contact", FIELDS, () => setThanked(true), { message });

  return (
    <BlockSection
      name="contact-form"
      backgroundColour={block.backgroundColour}
      heading={block.heading}
      isFirst={isFirst}
    >
      {block.text ? <RichText html={block.text} className="contact-form__text" /> : null}
      <form.fetcher.Form
        method="post"
        action={FORMS_ENDPOINT}
        noValidate
        className="contact-form__form"
        // A sent form changes nothing the page loaded, so the page is not read again.
        defaultShouldRevalidate={false}
      >
        <FormPlumbing formType="contact" />
        <Field
          id={`${id}-email`}
          label={block.emailLabel}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          error={form.errors.email}
          {...form.fieldProps("email")}
        />
        <Field
          id={`${id}-mobile`}
          label={block.mobileLabel}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={MOBILE_MAX_LENGTH}
          hint={MOBILE_HINT}
          required
          error={form.errors.mobile}
          {...form.fieldProps("mobile")}
        />
        <Field
          id={`${id}-message`}
          label={block.messageLabel}
          multiline
          rows={5}
          required
          error={form.errors.message}
          {...form.fieldProps("message")}
        />
        <FormFailure message={form.failure} />
        <button
          type="submit"
          className="button surface-primary-blue"
          disabled={!form.canSubmit}
          aria-busy={form.submitting}
        >
          {block.button}
        </button>
      </form.fetcher.Form>
      {/* The sent form is empty again, so Send message is disabled: the shopper is returned to its first field. */}
      <SuccessFormModal
        open={thanked}
        onClose={() => setThanked(false)}
        returnFocus={() => document.getElementById(`${id}-email`)}
      />
    </BlockSection>
  );
}

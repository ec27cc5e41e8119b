import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { validateFields, type FieldErrors, type FormType } from "@bedsmade/form-rules";
import { useHydrated } from "../ui/useMediaQuery";
import type { FormResult, FormValues } from "./protocol";

const NO_ERRORS: FieldErrors = {};

/** The browser half of a form on POST /api/forms; a field's message shows once it has been left. */
export function useValidatedForm(
  formType: FormType,
  fields: string[],
  onSent?: () => void,
  /** What the fields start with, e.g. a message another page wrote for the shopper; a sent form starts empty. */
  initial: FormValues = {},
  /** Values the page fixes in hidden fields (a sold-out request's set): checked with the typed ones. */
  hidden: FormValues = {},
) {
  const fetcher = useFetcher<FormResult>();
  const hydrated = useHydrated();
  const empty = Object.fromEntries(fields.map((field) => [field, ""])) as FormValues;
  const [values, setValues] = useState<FormValues>(() => ({ ...empty, ...initial }));
  const [visited, setVisited] = useState<Record<string, boolean>>({});
  const [seenResult, setSeenResult] = useState<FormResult | undefined>(undefined);
  const announced = useRef<FormResult | undefined>(undefined);
  const onSentRef = useRef(onSent);

  useEffect(() => {
    onSentRef.current = onSent;
  });

  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  // A new answer: once sent, the form starts empty again (React's "adjust state on change" pattern).
  if (result && result !== seenResult) {
    setSeenResult(result);
    if (result.status === "sent") {
      setValues(empty);
      setVisited({});
    }
  }
  useEffect(() => {
    if (result?.status !== "sent" || announced.current === result) return;
    announced.current = result;
    onSentRef.current?.();
  }, [result]);

  // Before hydration nothing is shown or disabled by these errors, so the server's render (every
  // page, for its dialogs) skips the rules.
  const errors = hydrated ? validateFields(formType, { ...hidden, ...values }) : NO_ERRORS;
  const serverErrors: FieldErrors = result?.status === "invalid" ? result.errors : {};
  const shownErrors: FieldErrors = {};
  for (const field of fields) {
    shownErrors[field] = visited[field] ? errors[field] : serverErrors[field];
  }

  return {
    fetcher,
    values,
    errors: shownErrors,
    /** The form-level message of a failed or refused send, if the last answer was one. */
    failure:
      result && (result.status === "failed" || result.status === "limited" || result.status === "rejected")
        ? result.message
        : null,
    submitting: fetcher.state !== "idle",
    /** Script-less visitors can always press send; the server checks and answers with a page. */
    canSubmit: !hydrated || (Object.keys(errors).length === 0 && fetcher.state === "idle"),
    fieldProps(field: string) {
      return {
        name: field,
        value: values[field] ?? "",
        onChange: (event: { currentTarget: { value: string } }) => {
          const value = event.currentTarget.value;
          setValues((current) => ({ ...current, [field]: value }));
        },
        onBlur: () => setVisited((current) => ({ ...current, [field]: true })),
      };
    },
  };
}

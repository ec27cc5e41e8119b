import type { InputHTMLAttributes, TextareaHTMLAttributes } from "react";
import { Icon } from "./Icon";

type FieldOwnProps = {
  id: string;
  label: string;
  /** How to fill it in, shown under the label before anything is typed (e.g. a number's format). */
  hint?: string | undefined;
  /** The first failing rule's message; shown under the field with a warning icon and a red border. */
  error?: string | null | undefined;
  /** Hide the label visually (it still names the field), e.g. beside a placeholder in a one-field form. */
  hideLabel?: boolean;
  className?: string;
};

type FieldProps = FieldOwnProps &
  (
    | ({ multiline?: false } & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className">)
    | ({ multiline: true } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className">)
  );

/** A labelled input or textarea whose hint and error are tied to it with aria-describedby (and aria-invalid). */
export function Field(props: FieldProps) {
  const { id, label, hint, error, hideLabel = false, className, ...control } = props;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  const classes = ["field", error ? "field--invalid" : null, className].filter(Boolean).join(" ");

  return (
    <div className={classes}>
      <label htmlFor={id} className={hideLabel ? "visually-hidden" : "field__label"}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <div className="field__control">
        {control.multiline ? (
          <textarea
            {...omitMultiline(control)}
            id={id}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
        ) : (
          <input
            {...omitMultiline(control)}
            id={id}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
        )}
        {error ? <Icon name="warning" className="field__warning" /> : null}
      </div>
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function omitMultiline<Control extends { multiline?: boolean }>({ multiline: _multiline, ...rest }: Control) {
  return rest;
}

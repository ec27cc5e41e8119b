import { MISSING_INPUT_MESSAGES } from "./selection-rules";
import type { MissingInput } from "./buy-state";

export function fieldErrorId(input: MissingInput): string {
  return `buy-${input}-error`;
}

/** The message under a group of tiles; announced as soon as it appears. */
export function FieldError({ input, shown }: { input: MissingInput; shown: boolean }) {
  return (
    <p id={fieldErrorId(input)} className="buy-error" role="alert">
      {shown ? MISSING_INPUT_MESSAGES[input] : null}
    </p>
  );
}

import { SOLD_OUT_SET_FIELDS } from "@bedsmade/form-rules";
import { SUCCESS_HEADING, SUCCESS_TEXT } from "./SuccessFormModal";
import { Field } from "../ui/Field";
import { MOBILE_HINT } from "./field-hints";
import { FormPlumbing } from "./FormPlumbing";
import { FORMS_ENDPOINT, type FormResult } from "./protocol";
import { Link } from "../ui/Link";

const FIELD_LABELS: Record<
  string,
  { label: string; type?: string; multiline?: boolean; maxLength?: number; hint?: string }
> = {
  email: { label: "Email", type: "email" },
  mobile: { label: "Mobile", type: "tel", maxLength: 12, hint: MOBILE_HINT },
  message: { label: "Message", multiline: true },
};

/** What a visitor without script sees after sending: the thank-you, or the form again as they typed it. */
export function FormResultPage({ result }: { result: FormResult | undefined }) {
  if (!result) {
    return (
      <main id="main" className="form-result">
        <h1>Nothing was sent</h1>
        <p>This address receives the site's forms. Head back and use the form on the page you were reading.</p>
        <Link to="/" className="button surface-primary-blue">
          Go back to home
        </Link>
      </main>
    );
  }
  if (result.status === "sent") {
    return (
      <main id="main" className="form-result">
        <h1>{SUCCESS_HEADING}</h1>
        <p>{SUCCESS_TEXT}</p>
        <Link to={result.returnTo} className="button surface-primary-blue">
          Back to where you were
        </Link>
      </main>
    );
  }
  if (result.status === "rejected") return <NotSent message={result.message} returnTo={result.returnTo} />;
  const errors = result.status === "invalid" ? result.errors : {};
  // The set is not a field the visitor can mend here: its message is the page's, and sending again would fail.
  const setError = SOLD_OUT_SET_FIELDS.map((name) => errors[name]).find(Boolean);
  if (setError) return <NotSent message={setError} returnTo={result.returnTo} />;
  return (
    <main id="main" className="form-result">
      <h1>Your message was not sent yet</h1>
      <p role="alert">{result.status === "invalid" ? "Please check the fields marked below." : result.message}</p>
      <form method="post" action={FORMS_ENDPOINT} noValidate className="form-result__form">
        <FormPlumbing formType={result.formType} returnTo={result.returnTo} />
        {Object.entries(result.values).map(([name, value]) => {
          // A sold-out request's set was chosen on the page, not typed: it goes back as it came.
          if ((SOLD_OUT_SET_FIELDS as readonly string[]).includes(name)) {
            return <input key={name} type="hidden" name={name} value={value} />;
          }
          const field = FIELD_LABELS[name] ?? { label: name };
          const common = { id: `result-${name}`, name, label: field.label, defaultValue: value, error: errors[name] };
          return field.multiline ? (
            <Field key={name} {...common} multiline rows={5} />
          ) : (
            <Field key={name} {...common} type={field.type ?? "text"} maxLength={field.maxLength} hint={field.hint} />
          );
        })}
        <button type="submit" className="button surface-primary-blue">
          Send again
        </button>
      </form>
      <Link to={result.returnTo}>Back to where you were</Link>
    </main>
  );
}

function NotSent({ message, returnTo }: { message: string; returnTo: string }) {
  return (
    <main id="main" className="form-result">
      <h1>Your message was not sent</h1>
      <p role="alert">{message}</p>
      <Link to={returnTo}>Back to where you were</Link>
    </main>
  );
}

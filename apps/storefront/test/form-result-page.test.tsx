import { EMAIL_MESSAGE, SET_MESSAGE } from "@bedsmade/form-rules";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { FormResultPage } from "../app/forms/FormResultPage";
import type { FormResult } from "../app/forms/protocol";

/** What a visitor without JavaScript reads after sending a form that comes back. */
const page = (result: FormResult) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <FormResultPage result={result} />
    </MemoryRouter>,
  );

const soldOutRequest = { formType: "sold-out", returnTo: "/buy?step=1" } as const;

describe("a form sent without JavaScript that comes back", () => {
  it("marks a field the visitor can mend and offers to send again, with what they typed", () => {
    const html = page({
      status: "invalid",
      ...soldOutRequest,
      errors: { email: EMAIL_MESSAGE },
      values: { email: "jane@", line: "classic", size: "queen", depth: "" },
    });
    expect(html).toContain("Please check the fields marked below.");
    expect(html).toContain(EMAIL_MESSAGE);
    expect(html).toContain('value="jane@"');
    expect(html).toContain("Send again");
  });

  it("says what is wrong with the set, which is chosen on the page, rather than pointing at fields it cannot show", () => {
    const html = page({
      status: "invalid",
      ...soldOutRequest,
      errors: { size: SET_MESSAGE },
      values: { email: "jane@example.com", line: "deluxe", size: "super-king", depth: "" },
    });
    expect(html).toContain(`<p role="alert">${SET_MESSAGE.replace("'", "&#x27;")}</p>`);
    expect(html).not.toContain("Please check the fields marked below.");
    expect(html).not.toContain("Send again");
    expect(html).toContain('href="/buy?step=1"');
  });
});

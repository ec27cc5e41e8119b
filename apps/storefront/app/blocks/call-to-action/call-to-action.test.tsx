import { describe, expect, it } from "vitest";
import { parseBlock } from "../../../test/support/parse-blocks";
import { markup } from "../../../test/support/seed-blocks";
import { block as callToAction } from "./schema";

const fields = {
  heading: "Still have a question?",
  button: { text: "Contact us", link: "contact", arrow: true, isVisible: true },
};

function placed(button: object) {
  const parsed = parseBlock(callToAction, { ...fields, button });
  if (!parsed.success) throw parsed.error;
  return { key: "blocks.call-to-action:1", ...parsed.data };
}

describe("call to action", () => {
  it("keeps its heading when the owner hides its button, and shows no button", () => {
    const html = markup([placed({ ...fields.button, isVisible: false })]);
    expect(html).toContain("Still have a question?");
    expect(html).not.toContain('href="/contact"');
  });

  it("shows no empty button when the button's text is only spaces", () => {
    const block = placed({ ...fields.button, text: "  " });
    expect(block.button).toBeNull();
    expect(markup([placed(fields.button)])).toMatch(/<a[^>]*href="\/contact"[^>]*>Contact us/);
  });
});

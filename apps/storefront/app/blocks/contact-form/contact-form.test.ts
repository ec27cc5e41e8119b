import { describe, expect, it } from "vitest";
import { seedBlock } from "../../../test/support/marketing-seed";
import { block as contactForm } from "./schema";

describe("contact form schema", () => {
  it("labels the contact form's submit button with the content's button text", () => {
    const block = seedBlock("contact", "blocks.contact-form");
    const parsed = contactForm.schema.parse(block);
    expect(parsed.button).toBe((block.button as { text: string }).text);
  });
});

import { describe, expect, it } from "vitest";
import { routerMarkup as markup } from "../../../test/support/seed-blocks";
import type { PlacedBlock } from "../block";
import type { Html } from "../../model/html";

const html = (text: string) => text as Html;

const faq: PlacedBlock = {
  key: "blocks.faq-accordion:1",
  component: "blocks.faq-accordion",
  heading: "How can we help?",
  text: html('<p>Choose a topic, or <a href="/contact">contact us</a>.</p>'),
  sections: [
    {
      id: "shipping",
      heading: "Shipping",
      icon: null,
      questions: [
        {
          id: "shipping-1",
          question: "Is shipping free?",
          answer: html("<p>Yes, <strong>free</strong> Australia-wide.</p>"),
        },
      ],
    },
    {
      id: "returns",
      heading: "Returns",
      icon: null,
      questions: [{ id: "returns-1", question: "How long do I have?", answer: html("<p>30 days.</p>") }],
    },
  ],
};

describe("FAQ accordion", () => {
  it("renders FAQ topics as links to their sections and each question as its own disclosure", () => {
    const page = markup([faq]);
    expect(page).toContain('href="#shipping"');
    expect(page).toMatch(/<section[^>]*id="returns"/);
    expect(page.match(/<details/g)).toHaveLength(2);
    expect(page).toMatch(/<summary[^>]*>Is shipping free\?<\/summary>/);
    expect(page).toContain("<strong>free</strong>");
  });

  it("shows the FAQ's intro text under its heading, before the topics", () => {
    const page = markup([faq]);
    expect(page).toMatch(
      /How can we help\?<\/h1><div class="[^"]*block__lead[^"]*"><p>Choose a topic, or <a href="\/contact">contact us<\/a>\.<\/p>/,
    );
    expect(page.indexOf("Choose a topic")).toBeLessThan(page.indexOf('href="#shipping"'));
    expect(markup([{ ...faq, text: null }])).not.toContain("block__lead");
  });
});

import { describe, expect, it } from "vitest";
import { blockOf, first, normalised, parseBlock } from "../../../test/support/parse-blocks";
import { routerMarkup as markup } from "../../../test/support/seed-blocks";
import type { PlacedBlock } from "../block";
import type { Html } from "../../model/html";
import { block as faqAccordion } from "./schema";

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

describe("FAQ accordion schema", () => {
  it("reads the FAQ page: sections with anchors and icons, questions with rendered markdown answers", () => {
    const { page, issues } = normalised("faqs");
    const faq = blockOf(page, "blocks.faq-accordion");
    expect(issues.filter((issue) => issue.where.includes("faq-accordion"))).toEqual([]);
    expect(faq.heading).toBe("How can we help?");
    expect(faq.text).toContain('<a href="/contact">contact us</a>');
    expect(faq.sections.map((section) => section.id)).toContain("returns-and-exchanges");
    expect(new Set(faq.sections.map((section) => section.id)).size).toBe(faq.sections.length);
    const shipping = first(faq.sections);
    expect(shipping.icon?.url).toMatch(/^http:\/\/content\.test\/uploads\/.+\.svg$/);
    expect(shipping.questions[0]).toMatchObject({ id: "shipping-1", question: "How much does shipping cost?" });
    expect(first(shipping.questions).answer).toContain("<strong>free</strong>");
    const questionIds = faq.sections.flatMap((section) => section.questions.map((question) => question.id));
    expect(new Set(questionIds).size).toBe(questionIds.length);
  });

  const question = { question: "Do you ship overseas?", answer: "Yes, to **New Zealand** and worldwide." };

  it("leaves out a question whose answer is blank and keeps the others, and a topic left with none", () => {
    const parsed = parseBlock(faqAccordion, {
      heading: "Help",
      sections: [
        { heading: "Shipping", sectionBlocks: [{ question: "Why?", answer: " \n " }, question] },
        { heading: "Returns", sectionBlocks: [{ question: "How long?" }] },
      ],
    });
    if (!parsed.success) throw parsed.error;
    expect(parsed.data.sections.map((section) => section.heading)).toEqual(["Shipping"]);
    expect(parsed.data.sections[0]?.questions.map((item) => item.question)).toEqual([question.question]);
  });

  it("numbers FAQ anchors when two sections share a heading, and strips scripts from answers", () => {
    const parsed = parseBlock(faqAccordion, {
      heading: null,
      sections: [
        { heading: "Care & washing", sectionBlocks: [question] },
        {
          heading: "Care & washing",
          sectionBlocks: [{ question: "Bleach?", answer: "No <script>alert(1)</script>bleach" }],
        },
      ],
    });
    if (!parsed.success) throw parsed.error;
    expect(parsed.data.heading).toBeNull();
    expect(parsed.data.text).toBeNull();
    expect(parsed.data.sections.map((section) => section.id)).toEqual(["care-washing", "care-washing-2"]);
    expect(parsed.data.sections[1]?.questions[0]?.answer).toContain("bleach");
    expect(parsed.data.sections[1]?.questions[0]?.answer).not.toContain("<script");
  });
});

import { z } from "zod";
import { optionalMedia } from "../../model/media";
import { list, optionalRichText, optionalText, richText } from "../../model/text";
import { defineBlock } from "../define-block";

/** A URL fragment made from a heading: "Returns and exchanges" → "returns-and-exchanges". */
function anchorFrom(text: string): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug || "section";
}

const faqQuestion = z.object({ question: z.string().trim().min(1), answer: richText });

const faqSection = z.object({
  heading: z.string().trim().min(1),
  iconSection: optionalMedia,
  iconFilter: optionalMedia,
  sectionBlocks: list(faqQuestion),
});

/**
 * Sections get anchors from their headings, numbered when two headings read the same. A section
 * whose every question was left out (blank answers) is left out too, rather than shown as an empty topic.
 */
const faqSections = list(faqSection).transform((sections) => {
  const taken = new Set<string>();
  return sections
    .filter((section) => section.sectionBlocks.length > 0)
    .map((section) => {
      const base = anchorFrom(section.heading);
      let id = base;
      for (let suffix = 2; taken.has(id); suffix += 1) id = `${base}-${suffix}`;
      taken.add(id);
      return {
        /** Unique on the page and URL-safe: the section's anchor (`#shipping`). */
        id,
        heading: section.heading,
        icon: section.iconSection ?? section.iconFilter,
        questions: section.sectionBlocks.map((item, index) => ({ id: `${id}-${index + 1}`, ...item })),
      };
    });
});
export type FaqSection = z.output<typeof faqSections>[number];

export const block = defineBlock(
  "blocks.faq-accordion",
  z.object({
    heading: optionalText,
    /** A few words under the heading ("Choose a topic, or contact us …"). */
    text: optionalRichText,
    sections: faqSections,
  }),
);
export type FaqAccordionBlock = z.output<typeof block.schema>;

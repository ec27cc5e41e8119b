import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { footerSchema } from "../app/content/schemas/shell";
import { SiteFooter } from "../app/layout/SiteFooter";

/** A legal link leads to its page, and one the owner has given no page yet is shown disabled. */
const footer = footerSchema.parse({
  footerLegal: [
    { label: "Terms of sale", page: { slug: "terms" } },
    { label: "Accessibility statement", page: null },
  ],
});

describe("the footer's legal links", () => {
  it("link to their pages, and show one without a page as disabled text, never a dead link", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <SiteFooter footer={footer} subscribeModal={null} />
      </MemoryRouter>,
    );
    expect(html).toContain('<a href="/terms"');
    expect(html).toContain('<span class="legal-links__disabled" aria-disabled="true">Accessibility statement</span>');
    expect(html).not.toMatch(/<a [^>]*>Accessibility statement</);
  });
});

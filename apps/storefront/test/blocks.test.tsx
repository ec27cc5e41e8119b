import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Blocks } from "../app/blocks/Blocks";
import type { PlacedBlock } from "../app/blocks/block";
import type { Testimonial } from "../app/model/entities";
import type { Media } from "../app/model/media";

const hero: Media = {
  url: "http://content.test/uploads/hero/hero.webp",
  alt: "A made bed",
  width: 1600,
  height: 1000,
  mime: "image/webp",
  formats: [
    { url: "http://content.test/uploads/small_hero/small_hero.webp", width: 500, height: 313 },
    { url: "http://content.test/uploads/large_hero/large_hero.webp", width: 1000, height: 625 },
  ],
};

const review = (name: string): Testimonial => ({
  name,
  date: "2026-03-04",
  rating: 4,
  review: `Review by ${name}`,
  icon: null,
});

const homeIntro: PlacedBlock = {
  key: "blocks.home-intro:1",
  component: "blocks.home-intro",
  heading: "Sheets made for your bed",
  subHeading: null,
  button: { text: "Build your set", href: "/buy", arrow: true, backgroundColour: "primary-blue" },
  textLine1: "Scroll to see",
  textLine2: "how it fits",
  image: hero,
  backgroundColour: "neutral-1",
};

const testimonials: PlacedBlock = {
  key: "blocks.testimonials:1",
  component: "blocks.testimonials",
  heading: "Slept on and loved",
  subHeading: null,
  testimonials: ["Ana", "Ben", "Cai", "Dee", "Eve", "Fox"].map(review),
  button: null,
  backgroundColour: "neutral-2",
};

/** Server-rendered HTML, as the storefront sends it (the tests run in Node, without a DOM). */
function markup(blocks: PlacedBlock[]): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <Blocks blocks={blocks} />
    </MemoryRouter>,
  );
}

describe("Blocks", () => {
  it("renders the first block's heading as the page h1 and later ones as h2", () => {
    const html = markup([homeIntro, testimonials]);
    expect(html).toMatch(/<h1[^>]*>Sheets made for your bed<\/h1>/);
    expect(html).toMatch(/<h2[^>]*>Slept on and loved<\/h2>/);
    expect(html.indexOf("Sheets made for your bed")).toBeLessThan(html.indexOf("Slept on and loved"));
  });

  it("gives images their intrinsic size and a srcset of every rendition plus the original", () => {
    const image = markup([homeIntro]).match(/<img[^>]*>/)?.[0] ?? "";
    expect(image).toContain('width="1600"');
    expect(image).toContain('height="1000"');
    expect(image).toContain('alt="A made bed"');
    expect(image).toContain(
      'srcSet="http://content.test/uploads/small_hero/small_hero.webp 500w, http://content.test/uploads/large_hero/large_hero.webp 1000w, http://content.test/uploads/hero/hero.webp 1600w"',
    );
  });

  it("links content buttons to their page", () => {
    expect(markup([homeIntro])).toMatch(/<a[^>]*href="\/buy"[^>]*>Build your set/);
  });

  it("marks testimonials after the fifth as small-screen only and labels the rating", () => {
    const html = markup([testimonials]);
    expect(html.match(/testimonials__item--small-only/g)).toHaveLength(1);
    expect(html).toMatch(/testimonials__item--small-only">.*Review by Fox/);
    expect(html).toContain('aria-label="Rated 4 out of 5"');
    expect(html).toContain('<time dateTime="2026-03-04">4 March 2026</time>');
  });
});

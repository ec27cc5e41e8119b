import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { contactLink, mailtoHref, mapsSearchHref, telHref } from "../app/blocks/contact-details/contact-links";
import { formatStartTime, stepIndexAt } from "../app/blocks/product-video/ProductVideo";
import { Blocks } from "../app/blocks/Blocks";
import { normalisePage } from "../app/content/normalise";
import type { BlockComponent, PlacedBlock } from "../app/blocks/block";
import { seedPage } from "./blocks-marketing-seed";

function seedBlocks(slug: string): PlacedBlock[] {
  return normalisePage(seedPage(slug), { mediaBaseUrl: "http://content.test", report: () => undefined })?.blocks ?? [];
}

function seedBlock(slug: string, component: BlockComponent): PlacedBlock {
  const block = seedBlocks(slug).find((item) => item.component === component);
  if (!block) throw new Error(`no ${component} on ${slug}`);
  return block;
}

/** Server-rendered HTML inside a data router, as on the site (the contact form block uses a fetcher). */
function markup(blocks: PlacedBlock[]): string {
  const Stub = createRoutesStub([{ path: "/", Component: () => <Blocks blocks={blocks} /> }]);
  return renderToStaticMarkup(<Stub />);
}

describe("contact links", () => {
  it("removes only the first space from a phone number", () => {
    expect(telHref("+61 412345678")).toBe("tel:+61412345678");
    expect(telHref("+61 412 345 678")).toBe("tel:+61412 345 678");
    expect(telHref(" 0412345678 ")).toBe("tel:0412345678");
    expect(telHref("tel:+61 412345678")).toBe("tel:+61412345678");
  });

  it("mails the address and searches maps for the encoded street address", () => {
    expect(mailtoHref("hello@bedsmade.com.au")).toBe("mailto:hello@bedsmade.com.au");
    expect(mapsSearchHref("Studio 3, 18 Linen Lane, Surry Hills NSW 2010")).toBe(
      "https://www.google.com/maps/search/?api=1&query=Studio%203%2C%2018%20Linen%20Lane%2C%20Surry%20Hills%20NSW%202010",
    );
  });

  it("opens only the address in a new tab", () => {
    expect(contactLink({ kind: "email", value: "a@b.au" }).newTab).toBe(false);
    expect(contactLink({ kind: "phone", value: "+61 4" }).newTab).toBe(false);
    expect(contactLink({ kind: "address", value: "1 Lane" }).newTab).toBe(true);
  });

  it("renders the seed's contacts as links, the map one with rel noopener noreferrer", () => {
    const html = markup([seedBlock("contact", "blocks.contact-details")]);
    expect(html).toMatch(/<h1[^>]*>Get in touch<\/h1>/);
    expect(html).toContain('href="mailto:hello@bedsmade.com.au"');
    expect(html).toContain('href="tel:+61412345678"');
    expect(html).toMatch(/href="https:\/\/www\.google\.com\/maps\/search\/\?api=1&amp;query=Studio%203[^"]*" class="contact-details__link" target="_blank" rel="noopener noreferrer"/);
    expect(html.match(/target="_blank"/g)).toHaveLength(1);
    expect(html).toMatch(/<source media="\(min-width: 576px\)" srcSet="http:\/\/content\.test\/uploads\/contact_desktop/);
    expect(html).toMatch(/<img src="http:\/\/content\.test\/uploads\/contact_mobile[^>]*alt=""/);
  });
});

describe("product video", () => {
  const video = seedBlock("measure-up", "blocks.product-video");

  it("uses the native player on the content service's file, loading only metadata up front", () => {
    const html = markup([video]);
    expect(html).toMatch(/<video[^>]*controls=""[^>]*preload="metadata"/);
    expect(html).toMatch(/<source src="http:\/\/content\.test\/uploads\/measure_how_to\/measure_how_to\.mp4" type="video\/mp4"/);
    expect(html).not.toMatch(/<script|<iframe/);
  });

  it("lists the three chapters as buttons with their start times, the first marked current", () => {
    const html = markup([video]);
    expect(html.match(/<button type="button" class="product-video__seek"/g)).toHaveLength(3);
    expect(html).toMatch(/aria-current="step"[^>]*><span class="product-video__time"><span class="visually-hidden">Play from <\/span>0:00/);
    expect(html).toContain("0:08");
    expect(html).toContain("0:16");
  });

  it("knows which chapter is playing", () => {
    const steps = [0, 8, 16].map((startTime) => ({ startTime, heading: `at ${startTime}`, text: null }));
    expect(stepIndexAt(steps, 0)).toBe(0);
    expect(stepIndexAt(steps, 7.9)).toBe(0);
    expect(stepIndexAt(steps, 8)).toBe(1);
    expect(stepIndexAt(steps, 40)).toBe(2);
    expect(formatStartTime(75)).toBe("1:15");
  });
});

describe("marketing blocks", () => {
  it("gives each seed page one h1, from its first block", () => {
    for (const slug of ["how-it-works", "measure-up", "experts", "testimonials", "contact", "products", "404"]) {
      const html = markup(seedBlocks(slug));
      expect(html.match(/<h1[ >]/g), slug).toHaveLength(1);
    }
  });

  it("shows the 404 block with its fixed heading and a Go back link home", () => {
    const html = markup(seedBlocks("404"));
    expect(html).toMatch(/<h1[^>]*>404<\/h1>/);
    expect(html).toContain("This bed has not been made yet");
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Go back<\/a>/);
  });

  it("loads the first block's image eagerly and later ones lazily, always with a size", () => {
    const html = markup(seedBlocks("experts"));
    const images = html.match(/<img[^>]*>/g) ?? [];
    expect(images[0]).toContain('loading="eager"');
    expect(images.slice(1).every((image) => image.includes('loading="lazy"'))).toBe(true);
    expect(images.every((image) => /width="\d+"/.test(image) && /height="\d+"/.test(image))).toBe(true);
  });

  it("features the founder's quote and lists the team with their roles", () => {
    const html = markup(seedBlocks("experts"));
    expect(html).toMatch(/<blockquote class="expert-profile__quote"><p>I wanted a bed/);
    expect(html).toContain("Claire Whitfield");
    expect(html.match(/class="makers__item"/g)).toHaveLength(4);
  });

  it("shows every review in the testimonials grid, each with its rating", () => {
    const html = markup(seedBlocks("testimonials"));
    expect(html.match(/<figure class="review">/g)).toHaveLength(10);
    expect(html.match(/role="img" aria-label="Rated [1-5] out of 5"/g)).toHaveLength(10);
  });
});

describe("home blocks", () => {
  const home = seedBlocks("home");

  it("gives the home intro a real button that scrolls to the baseline, with a name", () => {
    const html = markup(home.filter((block) => block.component === "blocks.home-intro"));
    expect(html).toMatch(/<button type="button" class="home-intro__arrow">.*<span class="visually-hidden">Scroll to the next section<\/span><\/button>/);
    expect(html).toContain("Scroll to see");
    expect(html).toContain("how it fits");
    expect(html).toMatch(/class="home-intro__baseline"/);
  });

  it("puts benefits in a ticked list, or in paragraphs when the paragraph flag is set", () => {
    expect(markup([seedBlock("home", "blocks.product-benefits")])).toMatch(/<ul class="ticks"><li>Fitted bottom sheet/);
    const paragraphs = markup([seedBlock("products", "blocks.product-benefits")]);
    expect(paragraphs).not.toContain('class="ticks"');
    expect(paragraphs).toMatch(/<div class="product-benefits__paragraphs"><p>Our cotton is certified organic[^<]*<\/p><p>The sateen/);
  });

  it("keeps every testimonial for the small-screen carousel, with buttons to move through it", () => {
    const html = markup([seedBlock("home", "blocks.testimonials")]);
    expect(html.match(/<li class="testimonials__item"/g)).toHaveLength(5);
    expect(html.match(/testimonials__item--small-only/g)).toHaveLength(1);
    expect(html).toContain("Previous review");
    expect(html).toContain("Next review");
  });

  it("links meet the makers to the experts page over its background picture", () => {
    const html = markup([seedBlock("home", "blocks.meet-the-makers")]);
    expect(html).toMatch(/class="block meet-the-makers surface-darkgrey block--pictured"/);
    expect(html).toMatch(/href="\/experts"[^>]*>Meet our experts/);
    expect(html.match(/class="makers__item"/g)).toHaveLength(4);
  });
});

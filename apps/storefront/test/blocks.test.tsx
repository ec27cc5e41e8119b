import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Blocks } from "../app/blocks/Blocks";
import type { PlacedBlock } from "../app/blocks/block";
import type { Media } from "../app/model/media";
import { testimonials } from "./support/placed-blocks";

const hero: Media = {
  url: "http://content.test/uploads/hero/hero.webp",
  libraryName: null,
  alt: "A made bed",
  width: 1600,
  height: 1000,
  mime: "image/webp",
  colour: "#d8cfc0",
  version: null,
};

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

  it("gives images their intrinsic size and a srcset of the picture route's narrower widths plus the original", () => {
    const image = markup([homeIntro]).match(/<img[^>]*>/)?.[0] ?? "";
    expect(image).toContain('width="1600"');
    expect(image).toContain('height="1000"');
    expect(image).toContain('alt="A made bed"');
    const address = "/_image/hero.webp?src=http%3A%2F%2Fcontent.test%2Fuploads%2Fhero%2Fhero.webp";
    expect(image).toContain(
      `srcSet="${address}&amp;w=320 320w, ${address}&amp;w=480 480w, ${address}&amp;w=750 750w, ${address}&amp;w=1080 1080w, ${address} 1600w"`,
    );
  });

  it("addresses a picture of the CMS's own library by its name alone, leaving the CMS's address out of the page", () => {
    const inLibrary = { ...hero, url: "http://content.test/uploads/hero_a1b2.webp", libraryName: "hero_a1b2.webp" };
    const image = markup([{ ...homeIntro, image: inLibrary }]).match(/<img[^>]*>/)?.[0] ?? "";
    expect(image).toContain('src="/_image/hero_a1b2.webp"');
    expect(image).toContain("/_image/hero_a1b2.webp?w=750 750w");
    expect(image).not.toContain("content.test");
  });

  it("paints a picture's placeholder colour in its box, for the time it takes to arrive", () => {
    const image = markup([homeIntro]).match(/<img[^>]*>/)?.[0] ?? "";
    expect(image).toContain('style="background-color:#d8cfc0"');
    const transparent = markup([{ ...homeIntro, image: { ...hero, colour: null } }]).match(/<img[^>]*>/)?.[0] ?? "";
    expect(transparent).not.toContain("style=");
  });

  it("links content buttons to their page", () => {
    expect(markup([homeIntro])).toMatch(/<a[^>]*href="\/buy"[^>]*>Build your set/);
  });
});

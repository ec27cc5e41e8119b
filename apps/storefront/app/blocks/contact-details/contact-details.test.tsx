import { describe, expect, it } from "vitest";
import { markup, seedBlock } from "../../../test/support/seed-blocks";
import { contactLink, mailtoHref, mapsSearchHref, telHref } from "./contact-links";

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
    expect(html).toMatch(
      /href="https:\/\/www\.google\.com\/maps\/search\/\?api=1&amp;query=Studio%203[^"]*" class="contact-details__link" target="_blank" rel="noopener noreferrer"/,
    );
    expect(html.match(/target="_blank"/g)).toHaveLength(1);
    expect(html).toMatch(
      /<source media="\(min-width: 576px\)" srcSet="http:\/\/content\.test\/uploads\/contact_desktop/,
    );
    expect(html).toMatch(/<img src="http:\/\/content\.test\/uploads\/contact_mobile[^>]*alt=""/);
  });

  it("gives each backdrop the renditions a full-bleed picture needs, not only the original", () => {
    const picture = (name: string, width: number, height: number, renditions: number[]) => ({
      url: `http://content.test/uploads/${name}.webp`,
      alt: "",
      width,
      height,
      mime: "image/webp",
      formats: renditions.map((each) => ({
        url: `http://content.test/uploads/${each}_${name}.webp`,
        width: each,
        height: Math.round((height * each) / width),
      })),
      colour: null,
    });
    const block = {
      ...seedBlock("contact", "blocks.contact-details"),
      backgroundImageDesktop: picture("contact_desktop", 2400, 1200, [500, 750, 1000]),
      backgroundImageMobile: picture("contact_mobile", 900, 1400, [321, 482, 643]),
    } as ReturnType<typeof seedBlock>;
    const html = markup([block]);
    expect(html).toContain(
      'srcSet="http://content.test/uploads/500_contact_desktop.webp 500w, http://content.test/uploads/750_contact_desktop.webp 750w, http://content.test/uploads/1000_contact_desktop.webp 1000w, http://content.test/uploads/contact_desktop.webp 2400w" sizes="100vw"',
    );
    expect(html).toMatch(
      /<img src="http:\/\/content\.test\/uploads\/contact_mobile\.webp" srcSet="http:\/\/content\.test\/uploads\/321_contact_mobile\.webp 321w, [^"]*contact_mobile\.webp 900w" sizes="100vw"/,
    );
    // The page's main picture is fetched from the head, as React does for an <img> outside a <picture>:
    // each source for its own windows, so a phone fetches only the mobile one.
    expect(html.match(/<link rel="preload"[^>]*>/g)).toEqual([
      expect.stringMatching(
        /imageSrcSet="http:\/\/content\.test\/uploads\/321_contact_mobile\.webp 321w, [^"]*contact_mobile\.webp 900w" imageSizes="100vw" media="not all and \(min-width: 576px\)"/,
      ),
      expect.stringMatching(
        /imageSrcSet="[^"]*contact_desktop\.webp 2400w" imageSizes="100vw" media="\(min-width: 576px\)"/,
      ),
    ]);
    expect(markup([seedBlock("contact", "blocks.contact-form"), block]), "below another block").not.toContain(
      "preload",
    );
    // The page's main picture shows its colour while it loads, like every photograph.
    const coloured = {
      ...block,
      backgroundImageMobile: { ...picture("contact_mobile", 900, 1400, [321]), colour: "#d0c8bc" },
    } as typeof block;
    expect(markup([coloured])).toMatch(/<img [^>]*style="background-color:#d0c8bc"/);
  });
});

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
    expect(html).toMatch(/<source media="\(min-width: 576px\)" srcSet="[^"]*content\.test%2Fuploads%2Fcontact_desktop/);
    expect(html).toMatch(
      /<img src="\/_image\/contact_mobile[^?"]*\?src=[^"]*content\.test%2Fuploads%2Fcontact_mobile[^>]*alt=""/,
    );
  });

  it("gives each backdrop the widths a full-bleed picture needs, not only the original", () => {
    const picture = (name: string, width: number, height: number) => ({
      url: `http://content.test/uploads/${name}.webp`,
      alt: "",
      width,
      height,
      mime: "image/webp",
      colour: null,
      libraryName: null,
      version: null,
    });
    const block = {
      ...seedBlock("contact", "blocks.contact-details"),
      backgroundImageDesktop: picture("contact_desktop", 2400, 1200),
      backgroundImageMobile: picture("contact_mobile", 900, 1400),
    } as ReturnType<typeof seedBlock>;
    const html = markup([block]);
    const desktop = "/_image/contact_desktop.webp?src=http%3A%2F%2Fcontent.test%2Fuploads%2Fcontact_desktop.webp";
    const mobile = "/_image/contact_mobile.webp?src=http%3A%2F%2Fcontent.test%2Fuploads%2Fcontact_mobile.webp";
    const mobileSet = `${mobile}&amp;w=320 320w, ${mobile}&amp;w=480 480w, ${mobile}&amp;w=750 750w, ${mobile} 900w`;
    expect(html).toContain(
      `srcSet="${desktop}&amp;w=320 320w, ${desktop}&amp;w=480 480w, ${desktop}&amp;w=750 750w, ${desktop}&amp;w=1080 1080w, ${desktop}&amp;w=1600 1600w, ${desktop} 2400w" sizes="100vw"`,
    );
    expect(html).toContain(`<img src="${mobile}" srcSet="${mobileSet}" sizes="100vw"`);
    // The page's main picture is fetched from the head, as React does for an <img> outside a <picture>:
    // each source for its own windows, so a phone fetches only the mobile one.
    expect(html.match(/<link rel="preload"[^>]*>/g)).toEqual([
      expect.stringContaining(`imageSrcSet="${mobileSet}" imageSizes="100vw" media="not all and (min-width: 576px)"`),
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
      backgroundImageMobile: { ...picture("contact_mobile", 900, 1400), colour: "#d0c8bc" },
    } as typeof block;
    expect(markup([coloured])).toMatch(/<img [^>]*style="background-color:#d0c8bc"/);
  });
});

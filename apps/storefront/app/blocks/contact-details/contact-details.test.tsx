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
});

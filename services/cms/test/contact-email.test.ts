import { beforeAll, describe, expect, it } from "vitest";
import { compiledCmsModule } from "./support/compiled.js";

/**
 * The owner's email for a contact message, built without a mail server: what goes in its headers and
 * body.
 */

type Contact = { email: string; mobile: string | null; message: string | null; receivedAt: Date };
type ContactEmailModule = {
  contactEmail(
    contact: Contact,
    recipients: string[],
  ): { replyTo: string; subject: string; text: string; html: string };
  escapeHtml(text: string): string;
  UnsafeHeaderError: new () => Error;
};

let contactEmail: ContactEmailModule["contactEmail"];
let escapeHtml: ContactEmailModule["escapeHtml"];
let UnsafeHeaderError: ContactEmailModule["UnsafeHeaderError"];

beforeAll(() => {
  ({ contactEmail, escapeHtml, UnsafeHeaderError } = compiledCmsModule<ContactEmailModule>(
    "src/messages/contact-email.ts",
  ));
});

const message = { email: "sam@example.com", mobile: null, message: "Hi", receivedAt: new Date("2026-11-26T01:00:00Z") };

describe("the contact message's email", () => {
  it("refuses a shopper's address with a line break rather than let it write a header", () => {
    for (const email of ["sam@example.com\r\nBcc: victim@example.com", "sam@example.com\nBcc: x@y", "a@b\rc"]) {
      expect(() => contactEmail({ ...message, email }, ["owner@bedsmade.local"])).toThrow(UnsafeHeaderError);
    }
  });

  it("refuses a recipient with a line break", () => {
    expect(() => contactEmail(message, ["owner@bedsmade.local\nBcc: x@y"])).toThrow(UnsafeHeaderError);
  });

  it("puts nothing the shopper typed in the subject, and escapes it all in the HTML", () => {
    const email = contactEmail(
      { ...message, mobile: "<i>0412</i>", message: `"Quotes" & 'apostrophes'\n<img src=x onerror=alert(1)>` },
      ["owner@bedsmade.local"],
    );
    expect(email.subject).toBe("New message from the Bedsmade contact form");
    expect(email.replyTo).toBe("sam@example.com");
    expect(email.html).not.toMatch(/<img|<i>/);
    expect(email.html).toContain(
      "&quot;Quotes&quot; &amp; &#39;apostrophes&#39;<br>&lt;img src=x onerror=alert(1)&gt;",
    );
    expect(email.html).toContain("&lt;i&gt;0412&lt;/i&gt;");
    expect(email.text).toContain(`<img src=x onerror=alert(1)>`);
  });

  it("escapes the five characters HTML gives meaning to", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });
});

import { escapeHtml, headerValue, type OutgoingEmail } from "./contact-email";

/**
 * The shopper's "back in stock" email, linking to /buy with the set chosen. The set name and address
 * were checked upstream but are still escaped, and an address with a line break refused.
 */

/** What the CMS keeps on a request when its set comes back (restockNotice), for the email. */
export type RestockNotice = { setName: string; path: string };

export const RESTOCK_SUBJECT = "Your Bedsmade sheet set is back in stock";

export function restockEmail(shopperEmail: string, notice: RestockNotice, storefrontUrl: string): OutgoingEmail {
  const to = [headerValue(shopperEmail, "The shopper's email")];
  const link = new URL(notice.path, storefrontUrl).toString();
  const text = [
    "Good news: the sheet set you asked us about is back in stock.",
    "",
    notice.setName,
    "",
    `Your size and depth are already chosen here: ${link}`,
    "",
    "We make a limited number of each set, so it may sell out again.",
    "You asked to hear from us when it returned; this is the only email we send about it.",
  ].join("\n");
  const html = [
    "<p>Good news: the sheet set you asked us about is back in stock.</p>",
    `<p><strong>${escapeHtml(notice.setName)}</strong></p>`,
    `<p><a href="${escapeHtml(link)}">Choose it with your size and depth already selected</a></p>`,
    "<p>We make a limited number of each set, so it may sell out again.</p>",
    "<p>You asked to hear from us when it returned; this is the only email we send about it.</p>",
  ].join("\n");
  return { to, subject: RESTOCK_SUBJECT, text, html };
}

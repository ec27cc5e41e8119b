/**
 * The owner's email for a contact message, Reply-To the shopper. Typed text is escaped; an address with
 * a line break is refused again, since a CR or LF in a header could add headers (Bcc:).
 */

export type ContactMessage = { email: string; mobile: string | null; message: string | null; receivedAt: Date };

export type OutgoingEmail = { to: string[]; replyTo?: string; subject: string; text: string; html: string };

export const CONTACT_SUBJECT = "New message from the Bedsmade contact form";

export class UnsafeHeaderError extends Error {}

export function headerValue(value: string, what: string): string {
  if (/[\r\n]/.test(value)) throw new UnsafeHeaderError(`${what} holds a line break, so it cannot be a header`);
  return value;
}

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}

function receivedOn(date: Date): string {
  return date.toLocaleString("en-AU", { timeZone: "Australia/Sydney", dateStyle: "full", timeStyle: "short" });
}

export function contactEmail(contact: ContactMessage, recipients: string[]): OutgoingEmail {
  const replyTo = headerValue(contact.email, "The shopper's email");
  const to = recipients.map((recipient) => headerValue(recipient, "A recipient"));
  const when = receivedOn(contact.receivedAt);
  const mobile = contact.mobile ?? "not given";
  const message = contact.message ?? "";
  const text = [
    `A shopper wrote through the contact form on ${when} (Sydney time).`,
    "",
    `Email: ${contact.email}`,
    `Mobile: ${mobile}`,
    "",
    message,
    "",
    "Reply to this email to answer them.",
  ].join("\n");
  const paragraphs = message
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, "<br>")}</p>`)
    .join("\n");
  const html = [
    `<p>A shopper wrote through the contact form on ${escapeHtml(when)} (Sydney time).</p>`,
    `<p>Email: ${escapeHtml(contact.email)}<br>Mobile: ${escapeHtml(mobile)}</p>`,
    `<blockquote>\n${paragraphs}\n</blockquote>`,
    "<p>Reply to this email to answer them.</p>",
  ].join("\n");
  return { to, replyTo, subject: CONTACT_SUBJECT, text, html };
}

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, type Admin, type Json } from "../../../test-support/cms-admin.js";
import { stopAll } from "../../../test-support/processes.js";
import { request, startTestCms, type TestCms } from "./support/cms.js";
import { replyToOf, smtpEnvironment, startInbox, type CaughtEmail, type Inbox } from "../../../test-support/inbox.js";

/** Messages reach the owner's recipients through a real SMTP catcher (maildev); a mail server down delays, never loses. */

const SUBMISSIONS = "/content-manager/collection-types/api::form-submission.form-submission";
const SETTINGS = "/content-manager/single-types/api::form-setting.form-setting";
const STOREFRONT_TOKEN = "messages-test-storefront-token-0123456789abcdef";
const RECIPIENTS = ["owner@bedsmade.local", "orders@bedsmade.local"];
const SUBJECT = "New message from the Bedsmade contact form";

let inbox: Inbox;
let cms: TestCms;
let admin: Admin;

function submit(formData: Record<string, unknown>) {
  return request(`${cms.url}/api/ezforms/submit`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${STOREFRONT_TOKEN}` },
    body: JSON.stringify({ formData }),
  });
}

const contact = (email: string, message = "Do you make sheets for a 45 cm deep mattress?") => ({
  formType: "contact",
  email,
  mobile: "0412345678",
  message,
});

async function storedFor(email: string): Promise<Json[]> {
  const listed = await admin.call("GET", `${SUBMISSIONS}?filters[email][$eqi]=${encodeURIComponent(email)}`);
  return listed.results;
}

async function statusOf(email: string, wanted: string): Promise<Json> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const [row] = await storedFor(email);
    if (row?.deliveryStatus === wanted) return row;
    if (Date.now() > deadline) throw new Error(`${email} is ${row?.deliveryStatus ?? "not stored"}, not ${wanted}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const repliesTo = (email: string) => (caught: CaughtEmail) => replyToOf(caught) === email;

beforeAll(async () => {
  inbox = await startInbox();
  cms = await startTestCms(null, {
    env: {
      ...smtpEnvironment(inbox),
      CONTENT_API_TOKEN: STOREFRONT_TOKEN,
      MAIL_RETRY_FIRST_DELAY_SECONDS: "1",
      MAIL_RETRY_EVERY_SECONDS: "1",
      // Tries 1, 2, 4 and 8 s apart: fifteen seconds for the inbox to come back before the CMS gives up.
      MAIL_RETRY_MAX_ATTEMPTS: "5",
    },
  });
  admin = await signIn(cms.url);
}, 240_000);

afterAll(async () => {
  await cms?.stop();
  await stopAll();
});

describe("the owner is told of every contact message", () => {
  it("has the first admin as the one recipient until the owner changes the list", async () => {
    const { data } = await admin.call("GET", SETTINGS);
    expect(data.recipients.map((recipient: Json) => recipient.email)).toEqual(["owner@bedsmade.local"]);
  });

  it("emails a contact message to every recipient in Form settings, with the shopper's email as Reply-To", async () => {
    await admin.call("PUT", SETTINGS, { recipients: RECIPIENTS.map((email) => ({ email })) });
    const answer = await submit(contact("sam.delivered@example.com", "Hello <b>there</b> & thanks"));
    expect(answer.status).toBe(200);

    const email = await inbox.next(repliesTo("sam.delivered@example.com"), "the contact message's email");
    expect(email.to.map(({ address }) => address)).toEqual(RECIPIENTS);
    expect(email.subject).toBe(SUBJECT);
    expect(email.from[0]?.address).toBe("shop@bedsmade.local");
    expect(email.text).toContain("Hello <b>there</b> & thanks");
    expect(email.text).toContain("Mobile: 0412345678");
    expect(email.html).toContain("Hello &lt;b&gt;there&lt;/b&gt; &amp; thanks");
    expect((await statusOf("sam.delivered@example.com", "sent")).deliveryAttempts).toBe(1);
  });
});

describe("a contact message sent again", () => {
  it("word for word within ten minutes, as a shopper retrying after the storefront gave up waiting, is stored and emailed once", async () => {
    const message = "Is the 600 thread count warmer in winter?";
    expect((await submit(contact("sam.twice@example.com", message))).status).toBe(200);
    expect((await submit(contact("Sam.Twice@example.com", message))).status).toBe(200);
    await inbox.next(repliesTo("sam.twice@example.com"), "the message sent twice");
    expect(await storedFor("sam.twice@example.com")).toHaveLength(1);
    // A different message from the same shopper is a message of its own.
    expect((await submit(contact("sam.twice@example.com", `${message} And in summer?`))).status).toBe(200);
    await inbox.next(
      (caught) => repliesTo("sam.twice@example.com")(caught) && (caught.text ?? "").includes("And in summer?"),
      "the second, different message",
    );
    expect(await storedFor("sam.twice@example.com")).toHaveLength(2);
    expect((await inbox.emails()).filter(repliesTo("sam.twice@example.com"))).toHaveLength(2);
  });
});

describe("a mail server that is down", () => {
  it("leaves the message stored and marked failed, then it is sent once the server is back", async () => {
    await inbox.stop();
    try {
      expect((await submit(contact("sam.retried@example.com"))).status).toBe(200);
      const failed = await statusOf("sam.retried@example.com", "failed");
      expect(failed.deliveryError).toMatch(/ECONNREFUSED|connect/i);
      expect(failed.message).toBe("Do you make sheets for a 45 cm deep mattress?");
    } finally {
      await inbox.start();
    }
    const email = await inbox.next(repliesTo("sam.retried@example.com"), "the retried message");
    expect(email.to.map(({ address }) => address)).toEqual(RECIPIENTS);
    const sent = await statusOf("sam.retried@example.com", "sent");
    expect(sent.deliveryAttempts).toBeGreaterThan(1);
    expect(sent.deliveryError).toBeNull();
  });

  it("after its last try keeps the message as failed, and tries once more when the owner sets it back to pending", async () => {
    let row: Json;
    await inbox.stop();
    try {
      await submit(contact("sam.given-up@example.com"));
      const deadline = Date.now() + 40_000;
      row = await statusOf("sam.given-up@example.com", "failed");
      while (row.deliveryAttempts < 5 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        [row] = await storedFor("sam.given-up@example.com");
      }
      expect(row).toMatchObject({ deliveryStatus: "failed", deliveryAttempts: 5, nextDeliveryAt: null });
    } finally {
      await inbox.start();
    }
    await admin.call("PUT", `${SUBMISSIONS}/${row.documentId}`, { deliveryStatus: "pending" });
    await inbox.next(repliesTo("sam.given-up@example.com"), "the message the owner sent again");
    expect((await statusOf("sam.given-up@example.com", "sent")).deliveryAttempts).toBe(6);
  }, 90_000);
});

describe("spam", () => {
  it("is stored as spam, with the storefront's reason, and never emailed", async () => {
    expect((await submit({ ...contact("bot@example.com"), spamReason: "honeypot" })).status).toBe(200);
    expect((await statusOf("bot@example.com", "spam")).spamReason).toBe("honeypot");
    // A real message sent after it arrives; the spam, tried never, has not arrived before it.
    await submit(contact("sam.after-spam@example.com"));
    await inbox.next(repliesTo("sam.after-spam@example.com"), "the message sent after the spam");
    expect((await inbox.emails()).filter(repliesTo("bot@example.com"))).toEqual([]);
  });
});

describe("a header injection attempt", () => {
  it("in the email field is refused as an invalid email, and nothing is stored or sent", async () => {
    const answer = await submit(contact("sam@example.com\r\nBcc: victim@example.com"));
    expect(answer.status).toBe(400);
    expect(await storedFor("sam@example.com\r\nBcc: victim@example.com")).toEqual([]);
  });

  it("in the message stays in the body and changes no header", async () => {
    const message = "Hi\r\nBcc: victim@example.com\r\nSubject: You won\r\n\r\n<script>alert(1)</script>";
    expect((await submit(contact("sam.injected@example.com", message))).status).toBe(200);
    const email = await inbox.next(repliesTo("sam.injected@example.com"), "the message with line breaks");
    expect(email.subject).toBe(SUBJECT);
    expect(email.envelope.to.map(({ address }) => address).sort()).toEqual([...RECIPIENTS].sort());
    expect(email.headers.bcc).toBeUndefined();
    expect(email.rawHeaders.match(/^subject:/gim)).toHaveLength(1);
    expect(email.rawHeaders).not.toMatch(/^bcc:/im);
    expect(email.rawHeaders).not.toContain("victim@example.com");
    expect(email.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });
});

describe("the owner's lists", () => {
  const exportCsv = (formType: string, token?: string) =>
    fetch(`${cms.url}/api/form-submissions/export.csv?formType=${formType}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });

  it("hold each address once per list, however often and in whatever case it signs up, and spam not at all", async () => {
    for (const email of ["Pat.Listed@example.com", "pat.listed@example.com", "PAT.LISTED@EXAMPLE.COM"]) {
      expect((await submit({ formType: "subscribe", email })).status).toBe(200);
    }
    await submit({ formType: "sold-out", email: "pat.listed@example.com", line: "classic", size: "king", depth: "" });
    await submit({ formType: "subscribe", email: "pat.listed@example.com", spamReason: "too-fast" });

    const rows = await storedFor("pat.listed@example.com");
    const byStatus = (formType: string, status: string) =>
      rows.filter((row) => row.formType === formType && row.deliveryStatus === status);
    expect(byStatus("subscribe", "listed")).toHaveLength(1);
    expect(byStatus("sold-out", "listed")).toHaveLength(1);
    expect(byStatus("subscribe", "spam")).toHaveLength(1);
    expect(byStatus("subscribe", "listed")[0].email).toBe("Pat.Listed@example.com");
  });

  it("export as CSV for an API token the owner made, oldest first, one row per address, no cell a formula", async () => {
    // A valid address a spreadsheet would read as a formula (a minus sign first).
    await submit({ formType: "subscribe", email: "-quinn.listed@example.com" });
    const { data } = await admin.call("POST", "/admin/api-tokens", {
      name: "Mailing tool",
      description: "exports the sign-up lists",
      type: "full-access",
      lifespan: null,
    });

    const answer = await exportCsv("subscribe", data.accessKey);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(answer.headers.get("content-disposition")).toBe('attachment; filename="bedsmade-subscribe.csv"');
    const lines = (await answer.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe('"email","form","first_signed_up","last_signed_up"');
    expect(lines.slice(1).map((line) => line.split(",")[0])).toEqual([
      '"Pat.Listed@example.com"',
      `"'-quinn.listed@example.com"`,
    ]);
  });

  it("are not for the public, nor for the storefront's token, and only the two sign-up lists export", async () => {
    expect((await exportCsv("subscribe")).status).toBe(403);
    expect((await exportCsv("subscribe", STOREFRONT_TOKEN)).status).toBe(403);
    const { data } = await admin.call("POST", "/admin/api-tokens", {
      name: "Another tool",
      type: "full-access",
      lifespan: null,
    });
    expect((await exportCsv("contact", data.accessKey)).status).toBe(400);
  });
});

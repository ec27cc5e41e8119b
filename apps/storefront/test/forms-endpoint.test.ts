import { describe, expect, it, onTestFinished, vi } from "vitest";
import { ContentRequestError } from "../app/content/client.server";
import { createCmsSubmitter } from "../app/forms/cms-submit.server";
import {
  HONEYPOT_FIELD,
  RATE_LIMITED_MESSAGE,
  RETURN_TO_FIELD,
  SEND_FAILED_MESSAGE,
  SHOWN_FOR_FIELD,
} from "../app/forms/protocol";
import { createRateLimiter } from "../app/http/rate-limit.server";
import { handleFormPost, type FormHandlerDeps } from "../app/forms/submit.server";

function formData(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
}

function deps(overrides: Partial<FormHandlerDeps> = {}) {
  const submit = vi.fn<FormHandlerDeps["submit"]>().mockResolvedValue(undefined);
  return {
    submit,
    limiter: createRateLimiter({ name: "forms", max: 100, windowMs: 60_000 }),
    log: () => {},
    ...overrides,
  };
}

const contact = {
  formType: "contact",
  email: " sam@example.com ",
  mobile: "0412345678",
  message: "Hello",
  returnTo: "/contact",
};

describe("POST /api/forms", () => {
  it("forwards valid, trimmed values with the form type", async () => {
    const collaborators = deps();
    const answer = await handleFormPost(formData(contact), "1.2.3.4", collaborators);
    expect(answer.status).toBe(200);
    expect(answer.result).toEqual({ status: "sent", formType: "contact", returnTo: "/contact" });
    expect(collaborators.submit).toHaveBeenCalledWith({
      email: "sam@example.com",
      mobile: "0412345678",
      message: "Hello",
      formType: "contact",
    });
  });

  it("forwards a sold-out request with the set it names, as the page's hidden fields sent it", async () => {
    const collaborators = deps();
    const set = { line: "premium", size: "king", depth: "44700000002014" };
    const answer = await handleFormPost(
      formData({ formType: "sold-out", email: "sam@example.com", ...set, returnTo: "/buy?step=2" }),
      "1.2.3.4",
      collaborators,
    );
    expect(answer.status).toBe(200);
    expect(collaborators.submit).toHaveBeenCalledWith({ email: "sam@example.com", ...set, formType: "sold-out" });
  });

  it("validates again on the server and keeps what was typed", async () => {
    const collaborators = deps();
    const answer = await handleFormPost(formData({ ...contact, mobile: "0412 345 678" }), "1.2.3.4", collaborators);
    expect(answer.status).toBe(422);
    expect(answer.result).toMatchObject({
      status: "invalid",
      errors: { mobile: "Please enter a valid Australian mobile number (with no spaces)" },
      values: { email: " sam@example.com ", mobile: "0412 345 678", message: "Hello" },
    });
    expect(collaborators.submit).not.toHaveBeenCalled();
  });

  it("pretends success when the honeypot is filled, and sends it on marked as spam, so it is stored and never emailed", async () => {
    const collaborators = deps();
    const answer = await handleFormPost(formData({ ...contact, [HONEYPOT_FIELD]: "ACME" }), "1.2.3.4", collaborators);
    expect(answer.status).toBe(200);
    expect(answer.result).toEqual({ status: "sent", formType: "contact", returnTo: "/contact" });
    expect(collaborators.submit).toHaveBeenCalledWith({
      email: "sam@example.com",
      mobile: "0412345678",
      message: "Hello",
      formType: "contact",
      spamReason: "honeypot",
    });
  });

  it("marks a form sent less than 3 seconds after it appeared as spam, and answers as if it were sent", async () => {
    for (const shownFor of ["0", "2999", "-5", "soon"]) {
      const collaborators = deps();
      const answer = await handleFormPost(
        formData({ ...contact, [SHOWN_FOR_FIELD]: shownFor }),
        "1.2.3.4",
        collaborators,
      );
      expect(answer.result.status).toBe("sent");
      expect(collaborators.submit).toHaveBeenCalledWith(expect.objectContaining({ spamReason: "too-fast" }));
    }
  });

  it("sends a form that was on screen 3 seconds or more, or sent without script (no time), as a person's", async () => {
    for (const shownFor of ["3000", "45000", ""]) {
      const collaborators = deps();
      await handleFormPost(formData({ ...contact, [SHOWN_FOR_FIELD]: shownFor }), "1.2.3.4", collaborators);
      expect(collaborators.submit).toHaveBeenCalledWith(expect.not.objectContaining({ spamReason: expect.anything() }));
    }
  });

  it("drops spam that breaks the form's rules without a word to the bot", async () => {
    const collaborators = deps();
    const body = formData({ ...contact, email: "not an email", [HONEYPOT_FIELD]: "ACME" });
    const answer = await handleFormPost(body, "1.2.3.4", collaborators);
    expect(answer).toMatchObject({ status: 200, result: { status: "sent" } });
    expect(collaborators.submit).not.toHaveBeenCalled();
  });

  it("answers 429 with a message once a client uses up its window, other clients unaffected", async () => {
    vi.useFakeTimers({ now: 0 });
    onTestFinished(() => void vi.useRealTimers());
    const collaborators = deps({ limiter: createRateLimiter({ name: "forms", max: 2, windowMs: 60_000 }) });
    const body = formData({ formType: "subscribe", email: "sam@example.com" });
    expect((await handleFormPost(body, "1.2.3.4", collaborators)).status).toBe(200);
    expect((await handleFormPost(body, "1.2.3.4", collaborators)).status).toBe(200);
    const limited = await handleFormPost(body, "1.2.3.4", collaborators);
    expect(limited.status).toBe(429);
    expect(limited.headers).toEqual({ "Retry-After": "60" });
    expect(limited.result).toMatchObject({
      status: "limited",
      message: RATE_LIMITED_MESSAGE,
      values: { email: "sam@example.com" },
    });
    expect((await handleFormPost(body, "5.6.7.8", collaborators)).status).toBe(200);
    vi.advanceTimersByTime(60_000);
    expect((await handleFormPost(body, "1.2.3.4", collaborators)).status).toBe(200);
    expect(collaborators.submit).toHaveBeenCalledTimes(4);
  });

  it("says the send failed and keeps the values when the content service fails", async () => {
    const collaborators = deps({
      submit: vi.fn().mockRejectedValue(new ContentRequestError("answered 500", "x", 500)),
    });
    const answer = await handleFormPost(formData(contact), "1.2.3.4", collaborators);
    expect(answer.status).toBe(502);
    expect(answer.result).toMatchObject({
      status: "failed",
      message: SEND_FAILED_MESSAGE,
      values: { message: "Hello" },
    });
  });

  it("rejects an unknown form type", async () => {
    const answer = await handleFormPost(
      formData({ formType: "newsletter", email: "sam@example.com" }),
      "1.2.3.4",
      deps(),
    );
    expect(answer.status).toBe(400);
    expect(answer.result.status).toBe("rejected");
  });

  it("only returns visitors to paths on this site, even one a browser would read as another host", async () => {
    const returnTo = async (value: string) =>
      (
        await handleFormPost(
          formData({ formType: "subscribe", email: "sam@example.com", [RETURN_TO_FIELD]: value }),
          "1.2.3.4",
          deps(),
        )
      ).result.returnTo;
    expect(await returnTo("/contact?x=1")).toBe("/contact?x=1");
    for (const unsafe of [
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/.//evil.example",
      "/x/..//evil.example",
      "https://evil.example",
      "",
    ]) {
      expect(await returnTo(unsafe), JSON.stringify(unsafe)).toBe("/");
    }
  });
});

describe("the CMS form submitter", () => {
  it("posts { formData } with the bearer token, and throws on an error answer", async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValueOnce(new Response("{}", { status: 200 }));
    const submit = createCmsSubmitter({ baseUrl: "http://cms.test", token: "secret", fetch: fetchMock });
    await submit({ email: "sam@example.com", formType: "subscribe" });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("http://cms.test/api/ezforms/submit");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("authorization")).toBe("Bearer secret");
    expect(JSON.parse(String(init?.body))).toEqual({ formData: { email: "sam@example.com", formType: "subscribe" } });

    fetchMock.mockResolvedValueOnce(new Response('{"error":{"message":"A Whoopsie Happened"}}', { status: 500 }));
    await expect(submit({ email: "sam@example.com", formType: "subscribe" })).rejects.toThrow(/500/);
  });
});

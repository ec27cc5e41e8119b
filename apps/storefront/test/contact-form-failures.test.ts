import { once } from "node:events";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEND_FAILED_MESSAGE } from "../app/forms/protocol";
import { connectionRefused, freePort, stopAll } from "../../../test-support/processes";
import { startStorefront } from "./support/stack";

/**
 * A CMS that answers 500, drops the connection mid-request or is not listening: the shopper is told to
 * try again and keeps what they typed, with script or without.
 */

type Failure = "answers 500" | "drops the connection" | "is not listening";

const MESSAGE = "Do you make sheets for a 45 cm deep mattress? We'd like two sets & pillowcases.";
const FIELDS = {
  formType: "contact",
  returnTo: "/contact",
  shownForMs: "",
  company: "",
  email: "sam@example.com",
  mobile: "0412345678",
  message: MESSAGE,
};

const STACK_TRACE = /at \S+ \(.*:\d+:\d+\)/;
/** React's escaping of text in HTML. */
const htmlText = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

let failure: Failure = "answers 500";
let cmsPort: number;
let cms: http.Server;
let storefront: { url: string };

/** Stands in for a broken CMS: every request, the form's and the site chrome's, fails the same way. */
function startBrokenCms(port: number): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    if (failure === "drops the connection") {
      request.socket.resetAndDestroy();
      return;
    }
    response.writeHead(500, { "Content-Type": "application/json" });
    response.end(JSON.stringify({ data: null, error: { status: 500, name: "InternalServerError" } }));
  });
  server.listen(port, "127.0.0.1");
  return once(server, "listening").then(() => server);
}

function post(path: string) {
  return fetch(`${storefront.url}${path}`, {
    method: "POST",
    headers: { Origin: storefront.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(FIELDS),
  });
}

beforeAll(async () => {
  cmsPort = await freePort();
  cms = await startBrokenCms(cmsPort);
  storefront = await startStorefront({ CONTENT_API_URL: `http://127.0.0.1:${cmsPort}` });
}, 90_000);

afterAll(async () => {
  await stopAll();
  if (cms.listening) await new Promise((resolve) => cms.close(resolve));
});

describe.each<Failure>(["answers 500", "drops the connection", "is not listening"])(
  "a contact message sent while the CMS %s",
  (mode) => {
    beforeAll(async () => {
      failure = mode;
      if (mode === "is not listening") {
        cms.closeAllConnections();
        await new Promise((resolve) => cms.close(resolve));
        expect(await connectionRefused(cmsPort)).toBe(true);
      }
    });

    it("without script: the page says to try again and holds the form with every field as typed", async () => {
      const answer = await post("/api/forms");
      const page = await answer.text();
      expect(answer.status).toBe(502);
      expect(page).toContain(`<p role="alert">${htmlText(SEND_FAILED_MESSAGE)}</p>`);
      expect(page.match(/<textarea[^>]*name="message"[^>]*>([^<]*)<\/textarea>/)?.[1]).toBe(htmlText(MESSAGE));
      expect(page).toMatch(/<input[^>]*name="email"[^>]*value="sam@example.com"/);
      expect(page).toMatch(/<input[^>]*name="mobile"[^>]*value="0412345678"/);
      expect(page).toContain("Send again");
      expect(page).not.toMatch(STACK_TRACE);
    }, 30_000);

    it("with script: the answer says to try again and carries every field back to the form", async () => {
      const answer = await post("/api/forms.data");
      const body = await answer.text();
      expect(body).toContain(SEND_FAILED_MESSAGE);
      expect(body).toContain('"failed"');
      for (const value of [MESSAGE, "sam@example.com", "0412345678"]) expect(body).toContain(JSON.stringify(value));
      expect(body).not.toMatch(STACK_TRACE);
    }, 30_000);
  },
);

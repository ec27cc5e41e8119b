import { describe, expect, it } from "vitest";
import { documentBytesOf, documentResponse } from "../app/http/document-body";

const html = "<!DOCTYPE html><html><body><p>Sheets that stay on – even on a 45 cm mattress 🛏️</p></body></html>";

describe("a rendered document handed to the Express handler", () => {
  it("is a Response whose body is the document, for anything that reads it", async () => {
    const response = documentResponse(html, { status: 200, headers: { "Content-Type": "text/html; charset=utf-8" } });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(html);
  });

  it("carries the same bytes for the handler to write to the socket", () => {
    const bytes = documentBytesOf(documentResponse(html, {}));
    expect(bytes && Buffer.from(bytes).toString("utf8")).toBe(html);
  });

  it("is told apart from any other Response, whose body the handler streams", () => {
    expect(documentBytesOf(new Response(html))).toBeUndefined();
    expect(documentBytesOf(new Response(null, { status: 304 }))).toBeUndefined();
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assetFilesMiddleware, publicFilesMiddleware } from "../app/http/public-files.server";

/** The build's client folder as server.ts serves it, in front of a stand-in for the page handlers. */
let directory: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  directory = mkdtempSync(path.join(os.tmpdir(), "bedsmade-public-"));
  writeFileSync(path.join(directory, "favicon.svg"), "<svg/>");
  mkdirSync(path.join(directory, "images"));
  writeFileSync(path.join(directory, "images", "mark.svg"), "<svg id='mark'/>");
  mkdirSync(path.join(directory, "assets"));
  writeFileSync(path.join(directory, "assets", "app-1a2b.css"), "body{}");
  const app = express();
  app.use("/assets", ...assetFilesMiddleware(path.join(directory, "assets")));
  app.use(publicFilesMiddleware(directory));
  app.use((request, response) => response.type("text").send(`page ${request.path}`));
  // server.ts's answerErrors, reduced to what these tests read: the status an error carries.
  app.use(((error, _request, response, _next) => {
    response.status((error as { status?: number }).status ?? 500).send("error");
  }) as express.ErrorRequestHandler);
  server = createServer(app).listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  rmSync(directory, { recursive: true, force: true });
});

describe("the build's public files", () => {
  it("are served as files, nested ones too, for an hour", async () => {
    const favicon = await fetch(`${origin}/favicon.svg`);
    expect(await favicon.text()).toBe("<svg/>");
    expect(favicon.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(await (await fetch(`${origin}/images/mark.svg`)).text()).toBe("<svg id='mark'/>");
  });

  it("are known from the start, so a page goes straight on to its handler without a look at the disk", async () => {
    writeFileSync(path.join(directory, "faqs"), "a file that appeared after the start");
    expect(await (await fetch(`${origin}/faqs`)).text()).toBe("page /faqs");
    expect(await (await fetch(`${origin}/`)).text()).toBe("page /");
  });
});

describe("the build's /assets", () => {
  it("are kept for good, a missing one is a 404 and never a page, and a post gets a sentence", async () => {
    const asset = await fetch(`${origin}/assets/app-1a2b.css`);
    expect(await asset.text()).toBe("body{}");
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await fetch(`${origin}/assets/gone-9z.js`)).status).toBe(404);
    const posted = await fetch(`${origin}/assets/app-1a2b.css`, { method: "POST", body: "a=b" });
    expect(posted.status).toBe(405);
    expect(posted.headers.get("allow")).toBe("GET, HEAD");
    expect(await posted.text()).toBe("These files can only be read.");
  });
});

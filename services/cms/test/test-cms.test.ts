import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCms } from "../../../test-support/cms.js";

describe("a test's CMS", () => {
  // Anything answering 200 on the port, as a proxy someone left running would.
  const squatter = http.createServer((_request, response) => response.end("not a CMS"));
  let scratch = "";
  beforeAll(async () => {
    scratch = await mkdtemp(path.join(os.tmpdir(), "bedsmade-cms-port-"));
    await new Promise<void>((resolve) => squatter.listen(0, "127.0.0.1", resolve));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => squatter.close(() => resolve()));
    await rm(scratch, { recursive: true, force: true });
  });

  it("refuses a port another server holds, rather than letting the tests read that server", async () => {
    const { port } = squatter.address() as AddressInfo;
    await expect(startCms({ port, dataDir: path.join(scratch, "data") })).rejects.toThrow(
      `Port ${port} is already in use`,
    );
  });
});

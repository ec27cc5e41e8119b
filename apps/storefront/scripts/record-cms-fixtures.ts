import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { startCms } from "../../../test-support/cms.js";
import { createContentApi } from "../app/content/api.server";
import { createContentClient } from "../app/content/client.server";
import { createInfoSheetsReader } from "../app/content/info-modal.server";
import type { ContentIssue } from "../app/content/normalise";
import { createShellLoader } from "../app/content/shell.server";
import {
  RECORDED_CALLS,
  RESPONSE_FORMATS,
  V4_FORMAT_HEADER,
  callOfPath,
  fixtureFile,
  requestsFile,
  type RecordedCall,
  type ResponseFormat,
} from "../test/fixtures/cms/recorded";

/**
 * Records the seeded CMS's answers to the storefront's own adapter (docs/testing.md, "Recorded CMS
 * answers"). Runs through vite-node, as the block registry uses import.meta.glob.
 */

const port = Number(process.env.RECORD_CMS_PORT ?? 5547);
if (!Number.isInteger(port) || port < 5500 || port > 5599)
  throw new Error(`RECORD_CMS_PORT must be 5500-5599, not ${port}`);
const baseUrl = `http://127.0.0.1:${port}`;

type Recording = { request: string; body: unknown };

/** Every answer the adapter reads while it loads all of the shop's content, in one response format. */
async function record(format: ResponseFormat): Promise<Map<RecordedCall, Recording>> {
  const recordings = new Map<RecordedCall, Recording>();
  const recordingFetch: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = new Headers(init?.headers);
    if (format === "v4") headers.set(V4_FORMAT_HEADER.name, V4_FORMAT_HEADER.value);
    const response = await fetch(url, { ...init, headers });
    const request = `${url.pathname}${url.search}`;
    const call = callOfPath(url.pathname);
    if (!call) throw new Error(`The adapter asked for ${request}, which is no recorded call: add it to RECORDED_CALLS`);
    if (!response.ok) throw new Error(`${request} (${format}) answered ${response.status}: ${await response.text()}`);
    const earlier = recordings.get(call);
    // A second page of a collection would need a file of its own; the seed fits one page of 100.
    if (earlier && earlier.request !== request)
      throw new Error(`${call} was read twice: ${earlier.request} and ${request}`);
    recordings.set(call, { request, body: await response.clone().json() });
    return response;
  };

  const issues: ContentIssue[] = [];
  const report = (issue: ContentIssue) => issues.push(issue);
  const client = createContentClient({ baseUrl, fetch: recordingFetch, timeoutMs: 30_000 });
  const api = createContentApi(client, report);
  await api.getPages();
  await api.getIndex();
  const shell = await createShellLoader(client, report)();
  await createInfoSheetsReader(client, report)();

  if (shell.degraded) throw new Error(`The shell could not be read in full (${format})`);
  for (const issue of issues) console.warn(`[record ${format}] ${issue.problem} in ${issue.where}: ${issue.detail}`);
  const missing = RECORDED_CALLS.filter((call) => !recordings.has(call));
  if (missing.length > 0) throw new Error(`The adapter never asked for ${missing.join(", ")} (${format})`);
  return recordings;
}

async function main(): Promise<void> {
  const scratch = await mkdtemp(path.join(os.tmpdir(), "bedsmade-record-cms-"));
  const cms = await startCms({ port, dataDir: path.join(scratch, "data") }).catch(async (error: unknown) => {
    await rm(scratch, { recursive: true, force: true });
    throw error;
  });
  try {
    const byFormat = new Map<ResponseFormat, Map<RecordedCall, Recording>>();
    for (const format of RESPONSE_FORMATS) byFormat.set(format, await record(format));

    const requests: Partial<Record<RecordedCall, string>> = {};
    for (const call of RECORDED_CALLS) {
      const [v5, v4] = RESPONSE_FORMATS.map((format) => byFormat.get(format)?.get(call)?.request);
      if (v5 !== v4) throw new Error(`${call} was asked for differently in v5 (${v5}) and v4 (${v4})`);
      requests[call] = v5;
    }
    for (const [format, recordings] of byFormat) {
      await mkdir(new URL(".", fixtureFile(format, RECORDED_CALLS[0])), { recursive: true });
      for (const [call, { body }] of recordings) {
        await writeFile(fixtureFile(format, call), `${JSON.stringify(body, null, 2)}\n`);
      }
    }
    await writeFile(requestsFile, `${JSON.stringify(requests, null, 2)}\n`);
    console.log(
      `Recorded ${RECORDED_CALLS.length} calls × ${RESPONSE_FORMATS.join(" and ")} from ${baseUrl} into test/fixtures/cms/`,
    );
  } finally {
    await cms.stop(10_000);
    await rm(scratch, { recursive: true, force: true });
  }
}

await main();

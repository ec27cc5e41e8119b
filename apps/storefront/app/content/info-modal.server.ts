import { z } from "zod";
import { ContentRequestError, type ContentClient } from "./client.server";
import { contentClient } from "./content.server";
import { flattenStrapi } from "./flatten";
import { logContentIssue, type IssueReporter } from "./normalise";
import { infoSheetsSchema } from "./schemas/info-modal";
import type { InfoSheets } from "./types";

const PATH = "/api/info-modal/";
const singleEnvelope = z.object({ data: z.record(z.string(), z.unknown()) });

/**
 * The purchase flow's info sheets, or null when they cannot be read. The sheets explain the
 * choices, they do not make them: an unpublished, unreachable or malformed entry is reported and
 * the flow carries on without its info buttons.
 */
export async function readInfoSheets(client: ContentClient, report: IssueReporter = logContentIssue): Promise<InfoSheets | null> {
  let body: unknown;
  try {
    // SPEC §7 asks for `populate=deep`, the plugin's default depth, unlike the other calls' `deep,5`.
    body = await client.get(PATH, { populate: "deep" });
  } catch (error) {
    if (!(error instanceof ContentRequestError)) throw error;
    if (error.status !== 404) console.error(`[content] ${error.message}`);
    return null;
  }
  const envelope = singleEnvelope.safeParse(body);
  const sheets = envelope.success
    ? infoSheetsSchema.safeParse(flattenStrapi(envelope.data.data, { mediaBaseUrl: client.baseUrl }))
    : null;
  if (!sheets?.success) {
    const detail = sheets ? z.prettifyError(sheets.error) : "not a Strapi single-type envelope";
    report({ problem: "malformed-entry", where: "info-modal", detail });
    return null;
  }
  return sheets.data;
}

/** The info sheets through the shared content cache, or through a preview's own client. */
export function getInfoSheets(client: ContentClient = contentClient): Promise<InfoSheets | null> {
  return readInfoSheets(client);
}

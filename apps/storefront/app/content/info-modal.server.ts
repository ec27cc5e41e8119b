import type { ContentClient } from "./client.server";
import { contentClient } from "./content.server";
import { createEntryReader } from "./entry-reader.server";
import { logContentIssue, type IssueReporter } from "./normalise";
import { infoSheetsSchema, type InfoSheets } from "./schemas/info-modal";
import { log } from "../log.server";

/** Null when unreadable: the sheets explain the choices, so the flow carries on without them. */
export function createInfoSheetsReader(client: ContentClient, report: IssueReporter = logContentIssue) {
  // The info modal is asked for with `populate=deep`, the plugin's default depth, unlike the other calls' `deep,5`.
  const readSheets = createEntryReader(client, report).single("/api/info-modal/", infoSheetsSchema, {
    where: "info-modal",
    populate: "deep",
  });
  return async (): Promise<InfoSheets | null> => {
    const read = await readSheets();
    if (read.outcome === "unreachable") log.error(`[content] ${read.error.message}`);
    return read.outcome === "read" ? read.value : null;
  };
}

/** One reader per client (the shared cached one, or a preview's), so each body is parsed once. */
const readers = new WeakMap<ContentClient, () => Promise<InfoSheets | null>>();

/** The info sheets through the shared content cache, or through a preview's own client. */
export function getInfoSheets(client: ContentClient = contentClient): Promise<InfoSheets | null> {
  const reader = readers.get(client) ?? createInfoSheetsReader(client);
  readers.set(client, reader);
  return reader();
}

import type { ContentClient } from "./client.server";
import { contentClient } from "./content.server";
import { createEntryReader, type ContentRead } from "./entry-reader.server";
import { logContentIssue, type IssueReporter } from "./normalise";
import { emailCaptureSchema, footerSchema, headerSchema, navigationSchema } from "./schemas/shell";
import type { Shell } from "./types";
import { log } from "../log.server";

/** The site chrome, read for every page; each part fails alone, so a broken footer costs only the footer. */

export type ShellLoader = () => Promise<Shell>;

export function createShellLoader(client: ContentClient, report: IssueReporter = logContentIssue): ShellLoader {
  const entries = createEntryReader(client, report);
  const readHeader = entries.single("/api/header", headerSchema, { where: "header" });
  const readNavigation = entries.single("/api/navigation/", navigationSchema, { where: "navigation" });
  const readFooter = entries.single("/api/footer", footerSchema, { where: "footer" });
  const readSubscribeModal = entries.single("/api/subscribe-modal/", emailCaptureSchema, { where: "subscribe-modal" });
  const readSoldOutModal = entries.single("/api/sold-out-modal/", emailCaptureSchema, { where: "sold-out-modal" });

  return async () => {
    const reads = [readHeader(), readNavigation(), readFooter(), readSubscribeModal(), readSoldOutModal()] as const;
    const [header, navigation, footer, subscribeModal, soldOutModal] = await Promise.all(reads);
    const failures = [header, navigation, footer, subscribeModal, soldOutModal].flatMap((read) =>
      read.outcome === "unreachable" ? [read.error] : [],
    );
    for (const failure of failures) log.error(`[content] shell: ${failure.message}`);
    return {
      degraded: failures.length > 0,
      header: valueOf(header),
      navigation: valueOf(navigation),
      footer: valueOf(footer),
      subscribeModal: valueOf(subscribeModal),
      soldOutModal: valueOf(soldOutModal),
    };
  };
}

/** A part's content; null when unpublished, unreachable or malformed. */
function valueOf<Value>(read: ContentRead<Value>): Value | null {
  return read.outcome === "read" ? read.value : null;
}

/** The shell through the shared, cached content client (purged by POST /api/revalidate). */
export const loadShell = createShellLoader(contentClient);

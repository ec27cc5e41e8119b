import { z } from "zod";
import { ContentRequestError, type ContentClient } from "./client.server";
import { contentClient } from "./content.server";
import { flattenStrapi } from "./flatten";
import { memoisePerObject } from "./memo.server";
import { logContentIssue, normaliseHeader, type IssueReporter } from "./normalise";
import { emailCaptureSchema, footerSchema, navigationSchema } from "./schemas/shell";
import type { Shell } from "./types";

/**
 * The site chrome (SPEC §7: header, navigation, footer, subscribe and sold-out modals), read for
 * every page by the root loader. Each part fails alone: a broken footer costs the footer, never
 * the page, and the header falls back to the logo and Buy now.
 */

const POPULATE = { populate: "deep,5" };
const singleEnvelope = z.object({ data: z.record(z.string(), z.unknown()) });

export type ShellLoader = () => Promise<Shell>;

const MALFORMED = Symbol("malformed");

export function createShellLoader(client: ContentClient, report: IssueReporter = logContentIssue): ShellLoader {
  const options = { mediaBaseUrl: client.baseUrl, report };

  /**
   * One single type, flattened; null when unpublished (404), unreachable or not a Strapi envelope.
   * Every page reads the shell and the cached client answers with the same body until a purge, so
   * each body is checked and flattened once (and a malformed one reported once).
   */
  function singleReader(path: string): (failures: string[]) => Promise<unknown> {
    const flatten = memoisePerObject((body) => {
      const envelope = singleEnvelope.safeParse(body);
      if (envelope.success) return flattenStrapi(envelope.data.data, options);
      report({ problem: "malformed-entry", where: path, detail: "not a Strapi single-type envelope" });
      return MALFORMED;
    });
    return async (failures) => {
      try {
        const flattened = flatten(await client.get(path, POPULATE));
        if (flattened !== MALFORMED) return flattened;
        failures.push(path);
      } catch (error) {
        const unpublished = error instanceof ContentRequestError && error.status === 404;
        if (!unpublished) failures.push(path);
        if (!unpublished) console.error(`[content] shell: ${error instanceof Error ? error.message : String(error)}`);
      }
      return null;
    };
  }

  /** A flattened part through its schema, once per entry object; null when missing or malformed. */
  function partParser<Output>(schema: z.ZodType<Output>, where: string): (entry: unknown) => Output | null {
    return memoisePerObject((entry) => {
      if (entry === null) return null;
      const parsed = schema.safeParse(entry);
      if (parsed.success) return parsed.data;
      report({ problem: "malformed-entry", where, detail: z.prettifyError(parsed.error) });
      return null;
    });
  }

  const readers = [
    singleReader("/api/header"),
    singleReader("/api/navigation/"),
    singleReader("/api/footer"),
    singleReader("/api/subscribe-modal/"),
    singleReader("/api/sold-out-modal/"),
  ];
  const toHeader = memoisePerObject((entry) => (entry === null ? null : normaliseHeader(entry, options)));
  const toNavigation = partParser(navigationSchema, "navigation");
  const toFooter = partParser(footerSchema, "footer");
  const toSubscribeModal = partParser(emailCaptureSchema, "subscribe-modal");
  const toSoldOutModal = partParser(emailCaptureSchema, "sold-out-modal");

  return async () => {
    const failures: string[] = [];
    const [header, navigation, footer, subscribeModal, soldOutModal] = await Promise.all(
      readers.map((read) => read(failures)),
    );
    return {
      degraded: failures.length > 0,
      header: toHeader(header),
      navigation: toNavigation(navigation),
      footer: toFooter(footer),
      subscribeModal: toSubscribeModal(subscribeModal),
      soldOutModal: toSoldOutModal(soldOutModal),
    };
  };
}

/** The shell through the shared, cached content client (purged by POST /api/revalidate). */
export const loadShell = createShellLoader(contentClient);

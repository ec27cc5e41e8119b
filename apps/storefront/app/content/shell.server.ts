import { z } from "zod";
import { ContentRequestError, type ContentClient } from "./client.server";
import { contentClient } from "./content.server";
import { flattenStrapi } from "./flatten";
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

export function createShellLoader(client: ContentClient, report: IssueReporter = logContentIssue): ShellLoader {
  const options = { mediaBaseUrl: client.baseUrl, report };

  /** One single type, flattened; null when unpublished (404), unreachable or not a Strapi envelope. */
  async function readSingle(path: string, failures: string[]): Promise<unknown> {
    try {
      const envelope = singleEnvelope.safeParse(await client.get(path, POPULATE));
      if (envelope.success) return flattenStrapi(envelope.data.data, options);
      report({ problem: "malformed-entry", where: path, detail: "not a Strapi single-type envelope" });
      failures.push(path);
    } catch (error) {
      const unpublished = error instanceof ContentRequestError && error.status === 404;
      if (!unpublished) failures.push(path);
      if (!unpublished) console.error(`[content] shell: ${error instanceof Error ? error.message : String(error)}`);
    }
    return null;
  }

  function parse<Output>(schema: z.ZodType<Output>, entry: unknown, where: string): Output | null {
    if (entry === null) return null;
    const parsed = schema.safeParse(entry);
    if (parsed.success) return parsed.data;
    report({ problem: "malformed-entry", where, detail: z.prettifyError(parsed.error) });
    return null;
  }

  return async () => {
    const failures: string[] = [];
    const [header, navigation, footer, subscribeModal, soldOutModal] = await Promise.all([
      readSingle("/api/header", failures),
      readSingle("/api/navigation/", failures),
      readSingle("/api/footer", failures),
      readSingle("/api/subscribe-modal/", failures),
      readSingle("/api/sold-out-modal/", failures),
    ]);
    return {
      degraded: failures.length > 0,
      header: header === null ? null : normaliseHeader(header, options),
      navigation: parse(navigationSchema, navigation, "navigation"),
      footer: parse(footerSchema, footer, "footer"),
      subscribeModal: parse(emailCaptureSchema, subscribeModal, "subscribe-modal"),
      soldOutModal: parse(emailCaptureSchema, soldOutModal, "sold-out-modal"),
    };
  };
}

/** The shell through the shared, cached content client (purged by POST /api/revalidate). */
export const loadShell = createShellLoader(contentClient);

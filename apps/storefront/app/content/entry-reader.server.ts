import { z } from "zod";
import { ContentRequestError, type ContentClient } from "./client.server";
import { memoisePerObject } from "./memo.server";
import { logContentIssue, normaliseEntry, type IssueReporter } from "./normalise";

/** Every loader reads content through here; each answer is checked once (docs/content.md, "One reader for all content"). */

const POPULATE = "deep,5";
/** Strapi caps pageSize at 100 (maxLimit), so collections are read page by page until pageCount. */
const PAGE_SIZE = 100;
/** A guard against a misreported pageCount: 100 pages of 100 entries is far beyond this shop. */
const MAX_PAGES = 100;

const singleEnvelope = z.object({ data: z.record(z.string(), z.unknown()) });
const collectionEnvelope = z.object({
  data: z.array(z.unknown()),
  meta: z.object({ pagination: z.object({ pageCount: z.number().int().nonnegative() }).optional() }).optional(),
});

/** A body that is not a Strapi envelope counts as unreachable: the CMS failed, not the editor. */
export type ContentRead<Value> =
  | { outcome: "read"; value: Value }
  | { outcome: "unpublished" }
  | { outcome: "unreachable"; error: ContentRequestError }
  | { outcome: "malformed" };

export function createEntryReader(client: ContentClient, report: IssueReporter = logContentIssue) {
  const mediaBaseUrl = client.baseUrl;

  function notAnEnvelope(path: string, detail: string): ContentRequestError {
    report({ problem: "malformed-entry", where: path, detail: "not a Strapi envelope" });
    return new ContentRequestError(`Content response of ${path} is not a Strapi envelope: ${detail}`, path);
  }

  return {
    /** A reader of one single type; `populate` defaults to the `deep,5`. */
    single<Value>(path: string, schema: z.ZodType<Value>, options: { where: string; populate?: string }) {
      const readBody = memoisePerObject((body): ContentRead<Value> => {
        const envelope = singleEnvelope.safeParse(body);
        if (!envelope.success)
          return { outcome: "unreachable", error: notAnEnvelope(path, z.prettifyError(envelope.error)) };
        const value = normaliseEntry(schema, envelope.data.data, { mediaBaseUrl, report, where: options.where });
        return value === null ? { outcome: "malformed" } : { outcome: "read", value };
      });
      return async (): Promise<ContentRead<Value>> => {
        try {
          return readBody(await client.get(path, { populate: options.populate ?? POPULATE }));
        } catch (error) {
          if (!(error instanceof ContentRequestError)) throw error;
          return error.status === 404 ? { outcome: "unpublished" } : { outcome: "unreachable", error };
        }
      };
    },

    /** Entries as sent, so the caller normalises only those it shows; throws ContentRequestError. */
    collection(path: string, options: { pageSize?: number } = {}) {
      const checkBody = memoisePerObject((body) => {
        const envelope = collectionEnvelope.safeParse(body);
        if (envelope.success) return envelope.data;
        return notAnEnvelope(path, z.prettifyError(envelope.error));
      });
      const readPage = async (page: number) => {
        const query = {
          populate: POPULATE,
          "pagination[page]": String(page),
          "pagination[pageSize]": String(options.pageSize ?? PAGE_SIZE),
        };
        const envelope = checkBody(await client.get(path, query));
        if (envelope instanceof ContentRequestError) throw envelope;
        return envelope;
      };
      return async (): Promise<unknown[]> => {
        const first = await readPage(1);
        const pageCount = Math.min(first.meta?.pagination?.pageCount ?? 1, MAX_PAGES);
        const rest = await Promise.all(
          Array.from({ length: Math.max(pageCount - 1, 0) }, (_, index) => readPage(index + 2)),
        );
        return [first, ...rest].flatMap((envelope) => envelope.data);
      };
    },
  };
}

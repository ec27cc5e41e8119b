import { buildMediaLibrary } from "../media/library.js";
import { loadSchemas } from "../seed/load-schema.js";
import type { SeedProblem } from "../seed/problems.js";
import { readEntryDocuments } from "../seed/read-entries.js";
import type { ContentSnapshot } from "./model.js";
import { resolveEntries } from "./resolve.js";

export interface LoadResult {
  snapshot: ContentSnapshot;
  /** False when a reload found the schema broken and kept serving `previous` unchanged. */
  applied: boolean;
  problems: SeedProblem[];
}

/**
 * Loads the whole seed. On a first load every problem is reported and whatever is valid is served.
 * On a reload (`previous` given) a broken schema keeps the previous content entirely, and a broken
 * entry file or media item keeps its last good version, so a half-finished edit never blanks a page.
 */
export async function loadContent(seedDir: string, dataDir: string, previous?: ContentSnapshot): Promise<LoadResult> {
  const schemaLoad = await loadSchemas(seedDir);
  if (previous && schemaLoad.problems.length > 0) {
    return {
      snapshot: previous,
      applied: false,
      problems: [
        ...schemaLoad.problems,
        { file: "schema/", message: "the schema has errors: the previous content is still served" },
      ],
    };
  }
  const { schemas } = schemaLoad;
  const library = await buildMediaLibrary(seedDir, dataDir, previous?.media);
  const media = previous && library.unreadable ? previous.media : library.media;
  const { documents, problems: entryProblems } = await readEntryDocuments(seedDir, schemas, previous?.documents);
  const { entries, problems: referenceProblems } = resolveEntries(schemas, documents.values(), media);
  const problems = [...schemaLoad.problems, ...library.problems, ...entryProblems, ...referenceProblems];
  return {
    snapshot: {
      schemas,
      entries,
      media,
      documents,
      problems,
    },
    applied: true,
    problems,
  };
}

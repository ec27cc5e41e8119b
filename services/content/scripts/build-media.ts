import { loadConfig } from "../src/config.js";
import { buildMediaLibrary } from "../src/media/library.js";
import { formatProblem } from "../src/seed/problems.js";

/** Build step: generates every media-library file into CONTENT_DATA_DIR/uploads ahead of the first start. */
const config = loadConfig();
const library = await buildMediaLibrary(config.seedDir, config.dataDir);
for (const problem of library.problems) console.warn(formatProblem(problem));
console.log(`media: ${library.media.size} file${library.media.size === 1 ? "" : "s"} ready in ${config.dataDir}/uploads`);

import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** services/cms/seed/media, where the CMS seed import reads the artwork from. */
export const mediaDir = join(dirname(fileURLToPath(import.meta.url)), "../../seed/media");

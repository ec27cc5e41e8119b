import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** services/content/seed/media, where the content service reads the artwork from. */
export const mediaDir = join(dirname(fileURLToPath(import.meta.url)), "../../seed/media");

import type { EditorialBlock } from "../content/types";
import type { BlockRegistry } from "./registry";

/** Renderers of the editorial pages' blocks. */
export const editorialRegistry: BlockRegistry<EditorialBlock["component"]> = {};

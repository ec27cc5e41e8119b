import type { EditorialBlock } from "../types";
import type { BlockSchemas } from "./block-helpers";

/** Schemas of the editorial pages' blocks (see block-types-editorial.ts). */
export const editorialBlockSchemas: BlockSchemas<EditorialBlock["component"]> = {};

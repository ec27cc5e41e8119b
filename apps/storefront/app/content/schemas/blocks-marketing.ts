import type { MarketingBlock } from "../types";
import type { BlockSchemas } from "./block-helpers";

/** Schemas of the marketing pages' blocks (see block-types-marketing.ts). */
export const marketingBlockSchemas: BlockSchemas<MarketingBlock["component"]> = {};

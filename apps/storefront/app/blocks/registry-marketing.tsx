import type { MarketingBlock } from "../content/types";
import type { BlockRegistry } from "./registry";

/** Renderers of the marketing pages' blocks. */
export const marketingRegistry: BlockRegistry<MarketingBlock["component"]> = {};

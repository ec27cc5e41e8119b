import { createContext } from "react";
import type { BlockComponent, PlacedBlock } from "./block";

/**
 * A block with nothing to do in the browser travels once, as HTML, and only a marker in the loader
 * data: docs/browser.md, "Blocks sent as HTML".
 */
export type BlockSentAsHtml = { component: BlockComponent; key: string; sentAsHtml: true };

/** A block as a content view carries it: whole, or sent as HTML in the document. */
export type ViewBlock = PlacedBlock | BlockSentAsHtml;

export const isSentAsHtml = (block: ViewBlock): block is BlockSentAsHtml => "sentAsHtml" in block;

/** The server's render reads the whole blocks behind the markers from here (entry.server.tsx). */
export const BlocksSentAsHtml = createContext<ReadonlyMap<string, PlacedBlock> | null>(null);

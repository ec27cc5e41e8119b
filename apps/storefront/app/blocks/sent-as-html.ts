import { createContext } from "react";
import type { BlockComponent, PlacedBlock } from "./block";

/**
 * A block with nothing to do in the browser travels once, as HTML. In a document's loader data it is
 * a marker, and the browser keeps the server's HTML for it (StaticBlock.tsx): its content is not
 * encoded a second time for hydration, and the phone does not render it again. A client navigation's
 * data request carries every block whole, and the browser renders those as it renders any block.
 * blocks/sent-as-html.server.ts says which blocks qualify.
 */
export type BlockSentAsHtml = { component: BlockComponent; key: string; sentAsHtml: true };

/** A block as a content view carries it: whole, or sent as HTML in the document. */
export type ViewBlock = PlacedBlock | BlockSentAsHtml;

export const isSentAsHtml = (block: ViewBlock): block is BlockSentAsHtml => "sentAsHtml" in block;

/** The server's render reads the whole blocks behind the markers from here (entry.server.tsx). */
export const BlocksSentAsHtml = createContext<ReadonlyMap<string, PlacedBlock> | null>(null);

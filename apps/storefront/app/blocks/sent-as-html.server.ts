import { createContext, type RouterContextProvider } from "react-router";
import type { BlockComponent, PlacedBlock } from "./block";
import type { BlockSentAsHtml, ViewBlock } from "./sent-as-html";

/** No state, effects, handlers or reading of the address; one that gains any leaves (sent-as-html.test.tsx). */
export const BLOCKS_SENT_AS_HTML: ReadonlySet<BlockComponent> = new Set<BlockComponent>([
  "blocks.blog-full-width-image",
  "blocks.blog-gallery",
  "blocks.blog-rich-text",
  "blocks.blog-two-column",
  "blocks.buy-steps",
  "blocks.call-to-action",
  "blocks.contact-details",
  "blocks.expert-profiles-1",
  "blocks.expert-profiles-2",
  "blocks.experts",
  "blocks.experts-about",
  "blocks.experts-process",
  "blocks.featured-brands",
  "blocks.how-it-works",
  "blocks.how-it-works-intro",
  "blocks.measure-about",
  "blocks.meet-the-makers",
  "blocks.not-found",
  "blocks.page-intro",
  "blocks.product-benefits",
  "blocks.product-contains",
  "blocks.testimonials-grid",
  "blocks.three-column-info",
  "blocks.three-column-product",
]);

const wholeBlocks = createContext<Map<string, PlacedBlock> | null>(null);

/** Markers only for a document request (a data request's path ends in `.data`, v8_passThroughRequests). */
export function viewBlocks(
  request: Request,
  context: Readonly<RouterContextProvider>,
  blocks: PlacedBlock[],
): ViewBlock[] {
  if (new URL(request.url).pathname.endsWith(".data")) return blocks;
  const whole = context.get(wholeBlocks) ?? new Map<string, PlacedBlock>();
  context.set(wholeBlocks, whole);
  return blocks.map((block): ViewBlock => {
    // Keys are unique within a page's zone; an article view has two zones, so a repeat is sent whole.
    if (!BLOCKS_SENT_AS_HTML.has(block.component) || whole.has(block.key)) return block;
    whole.set(block.key, block);
    return { component: block.component, key: block.key, sentAsHtml: true } satisfies BlockSentAsHtml;
  });
}

/** What the server's render of this request needs behind the markers (entry.server.tsx). */
export const blocksBehindMarkers = (context: Readonly<RouterContextProvider>) => context.get(wholeBlocks);

import type { ComponentType } from "react";
import type { BlockComponent, BlockOf, PlacedBlock } from "./block";
import type { BlockProps } from "./block-props";
import { blockRenderers } from "./registry";

function renderBlock<Uid extends BlockComponent>(
  block: BlockOf<Uid> & { key: string },
  index: number,
  leadsPage: boolean,
) {
  const Renderer = blockRenderers[block.component] as ComponentType<BlockProps<BlockOf<Uid>>>;
  return <Renderer key={block.key} block={block} isFirst={leadsPage && index === 0} nearTop={leadsPage && index < 2} />;
}

/**
 * Renders a page's blocks in content order. `leadsPage` is false when something else on the page
 * carries its h1 (an article under the blog intro), so no block claims the first place.
 */
export function Blocks({ blocks, leadsPage = true }: { blocks: PlacedBlock[]; leadsPage?: boolean }) {
  return <>{blocks.map((block, index) => renderBlock(block, index, leadsPage))}</>;
}

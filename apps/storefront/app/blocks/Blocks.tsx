import { type ComponentType, useContext } from "react";
import type { BlockComponent, BlockOf, PlacedBlock } from "./block";
import type { BlockProps } from "./block-props";
import { blockRenderers } from "./registry";
import { BlocksSentAsHtml, isSentAsHtml, type ViewBlock } from "./sent-as-html";
import { StaticBlock } from "./StaticBlock";

function renderBlock<Uid extends BlockComponent>(
  block: BlockOf<Uid> & { key: string },
  index: number,
  leadsPage: boolean,
) {
  const Renderer = blockRenderers[block.component] as ComponentType<BlockProps<BlockOf<Uid>>>;
  return <Renderer key={block.key} block={block} isFirst={leadsPage && index === 0} nearTop={leadsPage && index < 2} />;
}

/** `leadsPage` is false when something else carries the page's h1 (an article under the blog intro). */
export function Blocks({ blocks, leadsPage = true }: { blocks: ViewBlock[]; leadsPage?: boolean }) {
  const sentWhole = useContext(BlocksSentAsHtml);
  return (
    <>
      {blocks.map((block, index) => {
        if (!isSentAsHtml(block)) return renderBlock(block, index, leadsPage);
        const whole: PlacedBlock | undefined = sentWhole?.get(block.key);
        return (
          <StaticBlock key={block.key} blockKey={block.key}>
            {whole ? renderBlock(whole, index, leadsPage) : null}
          </StaticBlock>
        );
      })}
    </>
  );
}

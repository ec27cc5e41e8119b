import type { ComponentType } from "react";
import type { BlockComponent, BlockOf, HomePageBlock, PlacedBlock } from "../content/types";
import { CallToAction } from "./CallToAction";
import { FeaturedBrands } from "./FeaturedBrands";
import { HomeIntro } from "./HomeIntro";
import { HowItWorks } from "./HowItWorks";
import { MeetTheMakers } from "./MeetTheMakers";
import { ProductBenefits } from "./ProductBenefits";
import { Testimonials } from "./Testimonials";
import { ThreeColumnInfo } from "./ThreeColumnInfo";
import { ThreeColumnProduct } from "./ThreeColumnProduct";
import { editorialRegistry } from "./registry-editorial";
import { marketingRegistry } from "./registry-marketing";

/** What every block component receives: its block, and whether it is the first on the page. */
export type BlockProps<Component extends BlockComponent> = {
  block: BlockOf<Component>;
  /** The first block is above the fold: its images load eagerly and it carries the page's h1. */
  isFirst: boolean;
};

export type BlockRegistry<Components extends BlockComponent = BlockComponent> = {
  [Component in Components]: ComponentType<BlockProps<Component>>;
};

/**
 * The renderer of each block, keyed by Strapi component uid. The mapped type makes adding a
 * block to the content model without a renderer a compile error.
 */
const homePageRegistry: BlockRegistry<HomePageBlock["component"]> = {
  "blocks.home-intro": HomeIntro,
  "blocks.three-column-info": ThreeColumnInfo,
  "blocks.three-column-product": ThreeColumnProduct,
  "blocks.product-benefits": ProductBenefits,
  "blocks.how-it-works": HowItWorks,
  "blocks.featured-brands": FeaturedBrands,
  "blocks.testimonials": Testimonials,
  "blocks.meet-the-makers": MeetTheMakers,
  "blocks.call-to-action": CallToAction,
};

const registry: BlockRegistry = { ...homePageRegistry, ...marketingRegistry, ...editorialRegistry };

function renderBlock<Component extends BlockComponent>(block: BlockOf<Component> & { key: string }, isFirst: boolean) {
  const Renderer = registry[block.component] as ComponentType<BlockProps<Component>>;
  return <Renderer key={block.key} block={block} isFirst={isFirst} />;
}

/**
 * Renders a page's blocks in content order. `leadsPage` is false when something else on the page
 * carries its h1 (an article under the blog intro), so no block claims the first place.
 */
export function Blocks({ blocks, leadsPage = true }: { blocks: PlacedBlock[]; leadsPage?: boolean }) {
  return <>{blocks.map((block, index) => renderBlock(block, leadsPage && index === 0))}</>;
}

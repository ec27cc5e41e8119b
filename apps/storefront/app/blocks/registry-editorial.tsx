import type { EditorialBlock } from "../content/types";
import { BlogFullWidthImage, BlogGallery, BlogRichText, BlogTwoColumn } from "./editorial/ArticleBlocks";
import { BlogIntroText } from "./editorial/BlogIntroText";
import { BlogListing } from "./editorial/BlogListing";
import { BuySteps } from "./editorial/BuySteps";
import { FaqAccordion } from "./editorial/FaqAccordion";
import { MeasureSpecs } from "./editorial/MeasureSpecs";
import { ProductSize } from "./editorial/ProductSize";
import type { BlockRegistry } from "./registry";

/** Renderers of the editorial pages' blocks. */
export const editorialRegistry: BlockRegistry<EditorialBlock["component"]> = {
  "blocks.faq-accordion": FaqAccordion,
  "blocks.blog-intro-text": BlogIntroText,
  "blocks.blog-listing": BlogListing,
  "blocks.blog-rich-text": BlogRichText,
  "blocks.blog-two-column": BlogTwoColumn,
  "blocks.blog-gallery": BlogGallery,
  "blocks.blog-full-width-image": BlogFullWidthImage,
  "blocks.buy-steps": BuySteps,
  "blocks.product-size": ProductSize,
  "blocks.measure-specs": MeasureSpecs,
};

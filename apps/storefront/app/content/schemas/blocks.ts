import { z } from "zod";
import type { BlockComponent, HomePageBlock } from "../types";
import { background, type BlockSchemas, defineBlock, heading } from "./block-helpers";
import { editorialBlockSchemas } from "./blocks-editorial";
import { marketingBlockSchemas } from "./blocks-marketing";
import { expert, featuredBrand, infoTile, list, productCard, step, testimonial, visibleTiles } from "./entities";
import { optionalButton, optionalMedia, optionalRichText, optionalText } from "./shared";

/**
 * One schema per dynamic-zone component the storefront renders, keyed by its Strapi uid.
 * Each reads the flattened fields and outputs the domain block; the mapped type makes the
 * compiler insist on a schema for every block in the Block union and on its exact output.
 */
const homePageBlockSchemas: BlockSchemas<HomePageBlock["component"]> = {
  "blocks.home-intro": defineBlock(
    "blocks.home-intro",
    z.object({
      heading,
      subHeading: optionalText,
      button: optionalButton,
      textLine1: optionalText,
      textLine2: optionalText,
      image: optionalMedia,
      backgroundColour: background("neutral-white"),
    }),
  ),
  "blocks.three-column-info": defineBlock(
    "blocks.three-column-info",
    z.object({
      heading: optionalText,
      text: optionalRichText,
      tiles: list(infoTile).transform(visibleTiles),
      backgroundColour: background("neutral-white"),
    }),
  ),
  "blocks.three-column-product": defineBlock(
    "blocks.three-column-product",
    z.object({
      heading,
      subHeading: optionalText,
      products: list(productCard),
      backgroundColour: background("neutral-white"),
    }),
  ),
  "blocks.product-benefits": defineBlock(
    "blocks.product-benefits",
    z.object({
      heading,
      image: optionalMedia,
      backgroundImage: optionalMedia,
      benefits: list(z.object({ text: z.string().min(1) })).transform((items) => items.map((item) => item.text)),
      benefitsParagraph: z.boolean().nullish().transform((value) => value ?? false),
      button: optionalButton,
      backgroundColour: background("neutral-white"),
    }),
  ),
  "blocks.how-it-works": defineBlock(
    "blocks.how-it-works",
    z.object({
      heading,
      text: optionalRichText,
      steps: list(step),
      button: optionalButton,
      backgroundColour: background("neutral-white"),
    }),
  ),
  "blocks.featured-brands": defineBlock(
    "blocks.featured-brands",
    z.object({ heading, brands: list(featuredBrand), backgroundColour: background("neutral-white") }),
  ),
  "blocks.testimonials": defineBlock(
    "blocks.testimonials",
    z.object({
      heading,
      subHeading: optionalText,
      testimonials: list(testimonial),
      button: optionalButton,
      backgroundColour: background("neutral-white"),
    }),
  ),
  "blocks.meet-the-makers": defineBlock(
    "blocks.meet-the-makers",
    z.object({
      experts: list(expert),
      tagline: optionalText,
      heading,
      text: optionalRichText,
      button: optionalButton,
      backgroundImage: optionalMedia,
      backgroundColour: background("neutral-2"),
    }),
  ),
  "blocks.call-to-action": defineBlock(
    "blocks.call-to-action",
    z.object({
      heading,
      text: optionalRichText,
      // Required in the content model: a call to action without a visible button is malformed.
      button: optionalButton.transform((button, context) => {
        if (button) return button;
        context.addIssue({ code: "custom", message: "a call to action needs a visible button" });
        return z.NEVER;
      }),
      backgroundImage: optionalMedia,
      backgroundColour: background("sage-green"),
    }),
  ),
};

export const blockSchemas: BlockSchemas = {
  ...homePageBlockSchemas,
  ...marketingBlockSchemas,
  ...editorialBlockSchemas,
};

export function isKnownBlock(component: string): component is BlockComponent {
  return Object.hasOwn(blockSchemas, component);
}

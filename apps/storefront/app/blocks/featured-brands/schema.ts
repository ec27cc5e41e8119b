import { z } from "zod";
import { background } from "../../model/colour";
import { media } from "../../model/media";
import { heading, list } from "../../model/text";
import { defineBlock } from "../define-block";

const featuredBrand = z
  .object({ logo: media, alt: z.string().min(1) })
  .transform((brand) => ({ logo: brand.logo, name: brand.alt }));

export const block = defineBlock(
  "blocks.featured-brands",
  z.object({ heading, brands: list(featuredBrand), backgroundColour: background("neutral-white") }),
);
export type FeaturedBrandsBlock = z.output<typeof block.schema>;

import type { EditorialBlock } from "./block-types-editorial";
import type { MarketingBlock } from "./block-types-marketing";
import type { Button, ColourToken, Media } from "./types";

/**
 * The page blocks the storefront renders (SPEC §2 "Content pages and blocks"), one type per
 * Strapi dynamic-zone component. Text typed `Html` is the content's richtext (markdown), already
 * rendered and sanitised on the server (content/markdown.server.ts).
 */
export type Html = string & { readonly __brand: "SanitisedHtml" };

export type InfoTile = { heading: string; text: string | null; image: Media | null };
export type ProductCard = {
  heading: string;
  tagline: string | null;
  text: string | null;
  /** Display copy such as "From $750"; prices themselves come from the shop. */
  priceNote: string | null;
  image: Media | null;
  button: Button | null;
};
export type Step = { heading: string; text: string | null; image: Media | null };
export type FeaturedBrand = { logo: Media; name: string };
export type Testimonial = {
  name: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  /** Whole stars, 1 to 5. */
  rating: number;
  review: string;
  icon: Media | null;
};
export type Expert = { name: string; role: string; description: string | null; image: Media | null };

type Band = { backgroundColour: ColourToken };

export type HomeIntroBlock = Band & {
  component: "blocks.home-intro";
  heading: string;
  subHeading: string | null;
  button: Button | null;
  textLine1: string | null;
  textLine2: string | null;
  image: Media | null;
};

export type ThreeColumnInfoBlock = Band & {
  component: "blocks.three-column-info";
  heading: string | null;
  text: Html | null;
  /** Only the visible tiles. */
  tiles: InfoTile[];
};

export type ThreeColumnProductBlock = Band & {
  component: "blocks.three-column-product";
  heading: string;
  subHeading: string | null;
  products: ProductCard[];
};

export type ProductBenefitsBlock = Band & {
  component: "blocks.product-benefits";
  heading: string;
  image: Media | null;
  backgroundImage: Media | null;
  benefits: string[];
  /** Show the benefits as one paragraph instead of a ticked list. */
  benefitsParagraph: boolean;
  button: Button | null;
};

export type HowItWorksBlock = Band & {
  component: "blocks.how-it-works";
  heading: string;
  text: Html | null;
  steps: Step[];
  button: Button | null;
};

export type FeaturedBrandsBlock = Band & {
  component: "blocks.featured-brands";
  heading: string;
  brands: FeaturedBrand[];
};

export type TestimonialsBlock = Band & {
  component: "blocks.testimonials";
  heading: string;
  subHeading: string | null;
  testimonials: Testimonial[];
  button: Button | null;
};

export type MeetTheMakersBlock = Band & {
  component: "blocks.meet-the-makers";
  experts: Expert[];
  tagline: string | null;
  heading: string;
  text: Html | null;
  button: Button | null;
  backgroundImage: Media | null;
};

export type CallToActionBlock = Band & {
  component: "blocks.call-to-action";
  heading: string;
  text: Html | null;
  button: Button;
  backgroundImage: Media | null;
};

/** Every block the storefront can render, discriminated by its Strapi component uid. */
export type Block = HomePageBlock | MarketingBlock | EditorialBlock;

/** The blocks of the home page; the other pages' blocks live in block-types-marketing and -editorial. */
export type HomePageBlock =
  | HomeIntroBlock
  | ThreeColumnInfoBlock
  | ThreeColumnProductBlock
  | ProductBenefitsBlock
  | HowItWorksBlock
  | FeaturedBrandsBlock
  | TestimonialsBlock
  | MeetTheMakersBlock
  | CallToActionBlock;
export type BlockComponent = Block["component"];
export type * from "./block-types-editorial";
export type * from "./block-types-marketing";
export type BlockOf<Component extends BlockComponent> = Extract<Block, { component: Component }>;

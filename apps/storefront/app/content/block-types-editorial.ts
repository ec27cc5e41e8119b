import type { Html, InfoTile } from "./block-types";
import type { Button, ColourToken, Media } from "./types";

/**
 * Blocks of the editorial pages: FAQ, blog listing and articles, buy steps, product sizes and measurement specs.
 */

export type FaqQuestion = { id: string; question: string; answer: Html };
export type FaqSection = {
  /** Unique on the page and URL-safe: the section's anchor (`#shipping`). */
  id: string;
  heading: string;
  icon: Media | null;
  questions: FaqQuestion[];
};

export type FaqAccordionBlock = {
  component: "blocks.faq-accordion";
  heading: string | null;
  /** A few words under the heading ("Choose a topic, or contact us …"). */
  text: Html | null;
  sections: FaqSection[];
};

/** The blog page's default heading and text, replaced by a category's label and tagline while one is chosen. */
export type BlogIntroTextBlock = {
  component: "blocks.blog-intro-text";
  heading: string;
  text: Html;
};

/** What a blog tile shows of an article. */
export type ArticleSummary = {
  slug: string;
  heading: string;
  /** ISO date (YYYY-MM-DD); null when the editor left it out. */
  date: string | null;
  /** Minutes; 5 when the editor left it out. */
  readingTime: number;
  image: Media | null;
};

export type BlogCategorySection = {
  /** The category's slug: the value of `?category=` on /blog. */
  slug: string;
  label: string;
  tagline: string | null;
  articles: ArticleSummary[];
};

export type BlogListingBlock = {
  component: "blocks.blog-listing";
  heading: string;
  /** The label of the filter that shows every article. */
  allLabel: string;
  sections: BlogCategorySection[];
};

export type BlogRichTextBlock = { component: "blocks.blog-rich-text"; text: Html };

export type BlogTwoColumnBlock = {
  component: "blocks.blog-two-column";
  heading: string | null;
  text: Html;
  image: Media | null;
  imagePosition: "left" | "right";
};

export type BlogGalleryBlock = { component: "blocks.blog-gallery"; images: Media[]; caption: string | null };

export type BlogFullWidthImageBlock = { component: "blocks.blog-full-width-image"; image: Media; caption: string | null };

/** One labelled step of the purchase flow (Product, Details, Services, Checkout). */
export type BuyStep = { label: string; heading: string; text: string | null };

export type BuyStepsBlock = {
  component: "blocks.buy-steps";
  heading: string;
  steps: BuyStep[];
  /** What every set includes; only the visible tiles. */
  inclusions: InfoTile[];
};

/** The mattress a size is made for, in cm. */
export type SizeDimension = {
  size: string;
  /** Lower-case, hyphenated, as the shop names the size: `super-king`. */
  sizeKey: string;
  width: number;
  length: number;
  /** Display copy such as "2 x 51 x 76 cm". */
  pillowcases: string;
  image: Media | null;
};

export type ProductSizeBlock = {
  component: "blocks.product-size";
  heading: string;
  text: Html | null;
  sizes: SizeDimension[];
  button: Button | null;
  backgroundColour: ColourToken;
};

/** Finished measurements of one piece, in cm. */
export type MeasurementTable = {
  heading: string;
  width: number;
  length: number;
  /** A label such as "Variable" (tailored sheets are made to the chosen depth); null when depth does not apply. */
  depth: string | null;
  notes: string | null;
};

/** tables[0] is the Tailored Sheets, tables[1] the Pillowcases. */
export type SizeSpec = { size: string; sizeKey: string; tables: MeasurementTable[] };

export type MeasureSpecsBlock = {
  component: "blocks.measure-specs";
  heading: string;
  text: Html | null;
  sizes: SizeSpec[];
  backgroundColour: ColourToken;
};

export type EditorialBlock =
  | FaqAccordionBlock
  | BlogIntroTextBlock
  | BlogListingBlock
  | BlogRichTextBlock
  | BlogTwoColumnBlock
  | BlogGalleryBlock
  | BlogFullWidthImageBlock
  | BuyStepsBlock
  | ProductSizeBlock
  | MeasureSpecsBlock;

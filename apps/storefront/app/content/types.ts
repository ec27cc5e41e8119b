/**
 * The storefront's content model: what pages and blocks mean to the shop, independent of how
 * Strapi (v4 or v5) sends them. UI code imports only from here.
 */
import type { Block } from "./block-types";
import type { EmailCaptureContent, Footer, Header, Navigation } from "./schemas/shell";

export type * from "./block-types";
export type { InfoKind, InfoSheets } from "./schemas/info-modal";
export type { CtaBlock, EmailCaptureContent, Footer, Header, HeaderItem, Navigation } from "./schemas/shell";

/** SPEC §3 colour tokens; each is a CSS custom property `--colour-<token>` in app/styles. */
export const COLOUR_TOKENS = [
  "neutral-white",
  "neutral-1",
  "neutral-2",
  "neutral-3",
  "sage-green",
  "darkgrey",
  "neutral-black",
  "transparent",
  "primary-blue",
] as const;
export type ColourToken = (typeof COLOUR_TOKENS)[number];

/** A smaller rendition of an image (Strapi's thumbnail/small/medium/large formats). */
export type MediaFormat = { url: string; width: number; height: number };

export type Media = {
  url: string;
  /** Alternative text; empty for decorative images. */
  alt: string;
  width: number | null;
  height: number | null;
  mime: string;
  /** Renditions ordered by width, narrowest first; empty for SVG and small originals. */
  formats: MediaFormat[];
};

export type Button = {
  text: string;
  /** A site path such as `/buy` or `/how-it-works`; null when the button acts in place (a form, a modal). */
  href: string | null;
  arrow: boolean;
  backgroundColour: ColourToken | null;
};

export type Seo = {
  title: string | null;
  description: string | null;
  keywords: string[];
  image: Media | null;
};

/** A block as placed on a page: `key` is unique within the page (Strapi ids repeat across components). */
export type PlacedBlock = Block & { key: string };

export type Page = {
  slug: string;
  seo: Seo;
  blocks: PlacedBlock[];
};

/** A blog article (SPEC §2 "Blog article"), shown at `/<slug>` under the blog page's intro block. */
export type Article = {
  slug: string;
  heading: string;
  subHeading: string | null;
  /** ISO date (YYYY-MM-DD) the article was written; null when the editor left it out. */
  date: string | null;
  /** Minutes; 5 when the editor left it out. */
  readingTime: number;
  image: Media | null;
  /** null: the view credits the brand ("by Bedsmade"). */
  author: string | null;
  category: { slug: string; label: string } | null;
  seo: Seo;
  /** The article's `blogContent` dynamic zone; unknown or malformed blocks are dropped and logged. */
  blocks: PlacedBlock[];
};

/** Everything the site chrome shows; each part is null when its content could not be read. */
export type Shell = {
  header: Header | null;
  navigation: Navigation | null;
  footer: Footer | null;
  subscribeModal: EmailCaptureContent | null;
  soldOutModal: EmailCaptureContent | null;
  /** True when a part is missing because the CMS failed (not because it is unpublished): do not let a CDN keep it. */
  degraded: boolean;
};

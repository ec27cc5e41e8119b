/**
 * The storefront's page-level content: what pages, articles and the site chrome mean to the shop,
 * independent of how Strapi (v4 or v5) sends them. Blocks are typed by their schemas (app/blocks),
 * the pieces they share by app/model.
 */
import type { PlacedBlock } from "../blocks/block";
import type { Button } from "../model/button";
import type { ColourToken } from "../model/colour";
import type { SizeSpec } from "../model/entities";
import type { Html } from "../model/html";
import type { Media } from "../model/media";

export type Seo = {
  title: string | null;
  description: string | null;
  keywords: string[];
  image: Media | null;
};

export type HeaderItem = {
  kind: "account" | "cart";
  label: string;
  /** Where the account item leads; null for the cart (it opens a panel) or an account without a target. */
  href: string | null;
  icon: Media | null;
  iconMobile: Media | null;
};

export type Header = {
  logo: Media | null;
  backgroundColour: ColourToken;
  button: Button | null;
  /** Only the visible items. */
  items: HeaderItem[];
};

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

/** SPEC §2 "Info modal": the seven info sheets of the purchase flow, keyed as the content names them. */
export const INFO_KINDS = ["size", "colour", "depth", "shipping", "returnsAndExchanges", "packaging", "tailored"] as const;
export type InfoKind = (typeof INFO_KINDS)[number];

/** A sheet of heading, markdown text and an optional picture (depth, shipping, returns, packaging). */
export type InfoPanel = { heading: string; text: Html | null; image: Media | null };

export type ColourSwatch = { name: string; swatch: Media | null; text: string | null; inShop: boolean };

export type InfoSheets = {
  size: Omit<InfoPanel, "image"> & { sizeSpecs: SizeSpec[] };
  colour: Omit<InfoPanel, "image"> & { colours: ColourSwatch[] };
  depth: InfoPanel;
  shipping: InfoPanel;
  returnsAndExchanges: InfoPanel;
  packaging: InfoPanel;
  tailored: Omit<InfoPanel, "image"> & { detailItems: { label: string; description: Html }[] };
};

/** A small call to action in the navigation menu and the footer; darkMode paints it dark. */
export type CtaBlock = { heading: string; subHeading: string | null; buttonText: string; href: string; darkMode: boolean };

export type Navigation = {
  categories: { title: string; links: { label: string; href: string }[] }[];
  ctaBlocks: CtaBlock[];
  image: Media | null;
};

export type Footer = {
  logo: Media | null;
  ctaBlocks: CtaBlock[];
  social: { heading: string | null; links: { label: string; url: string; icon: Media | null }[] };
  /** href null: no page is attached, so the link shows disabled. */
  legalLinks: { label: string; href: string | null }[];
  acknowledgement: string | null;
  /** The latest-news block; its button opens the subscribe modal. */
  subscribe: { heading: string; text: string | null; buttonText: string | null } | null;
  copyright: string | null;
};

/** The subscribe and sold-out modals share this shape (SPEC §2 "Other modals"). */
export type EmailCaptureContent = {
  heading: string;
  subHeading: string | null;
  placeholder: string | null;
  buttonText: string | null;
  backgroundColour: ColourToken;
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

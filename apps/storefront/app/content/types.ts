/** Pages, articles and the site chrome as the shop means them, whatever Strapi version sent them. */
import type { PlacedBlock } from "../blocks/block";
import type { Media } from "../model/media";
import type { EmailCaptureContent, Footer, Header, Navigation } from "./schemas/shell";

export type { InfoKind, InfoSheets } from "./schemas/info-modal";
export type { CtaBlock, EmailCaptureContent, Footer, Header, HeaderItem, Navigation } from "./schemas/shell";

export type Seo = {
  title: string | null;
  description: string | null;
  keywords: string[];
  image: Media | null;
};

export type Page = {
  slug: string;
  seo: Seo;
  blocks: PlacedBlock[];
};

/** A blog article, shown at `/<slug>` under the blog page's intro block. */
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

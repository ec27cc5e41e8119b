import type { Expert, Html, InfoTile, Step, Testimonial } from "./block-types";
import type { Button, ColourToken, Media } from "./types";

/**
 * Blocks of the marketing pages (how it works, measure up, experts, testimonials, contact, products, 404).
 */
type Band = { backgroundColour: ColourToken };

export type PageIntroBlock = Band & {
  component: "blocks.page-intro";
  heading: string;
  subHeading: string | null;
  text: Html | null;
  image: Media | null;
};

export type HowItWorksIntroBlock = Band & {
  component: "blocks.how-it-works-intro";
  heading: string;
  subHeading: string | null;
  text: Html | null;
  image: Media | null;
  button: Button | null;
};

export type ProductContainsBlock = Band & {
  component: "blocks.product-contains";
  heading: string;
  text: Html | null;
  /** Only the visible tiles, one per piece of the set. */
  items: InfoTile[];
  image: Media | null;
};

export type ExpertsBlock = Band & {
  component: "blocks.experts";
  heading: string;
  text: Html | null;
  experts: Expert[];
  button: Button | null;
};

export type ExpertsAboutBlock = Band & {
  component: "blocks.experts-about";
  tagline: string | null;
  heading: string;
  text: Html | null;
  image: Media | null;
};

export type ExpertProfiles1Block = Band & {
  component: "blocks.expert-profiles-1";
  heading: string;
  expert: Expert;
  quote: string | null;
};

export type ExpertProfiles2Block = Band & {
  component: "blocks.expert-profiles-2";
  heading: string;
  text: Html | null;
  experts: Expert[];
};

export type ExpertsProcessBlock = Band & {
  component: "blocks.experts-process";
  heading: string;
  text: Html | null;
  steps: Step[];
  image: Media | null;
};

export type TestimonialsGridBlock = Band & {
  component: "blocks.testimonials-grid";
  heading: string;
  text: Html | null;
  testimonials: Testimonial[];
};

export type MeasureAboutBlock = Band & {
  component: "blocks.measure-about";
  heading: string;
  text: Html | null;
  image: Media | null;
  button: Button | null;
};

/** A chapter of a how-to video. */
export type VideoStep = {
  /** Seconds from the start of the video. */
  startTime: number;
  heading: string;
  text: string | null;
};

export type Video = { url: string; mime: string };

export type ProductVideoBlock = Band & {
  component: "blocks.product-video";
  heading: string;
  text: Html | null;
  video: Video;
  poster: Media | null;
  /** Ordered by start time. */
  videoSteps: VideoStep[];
};

export type NotFoundBlock = {
  component: "blocks.not-found";
  subHeading: string;
  message: string;
  image: Media | null;
};

export type ContactKind = "email" | "phone" | "address";

export type ContactDetail = {
  kind: ContactKind;
  /** The address, number or email as the content gives it; the link is built from it. */
  value: string;
  text: string;
  icon: Media | null;
};

export type ContactDetailsBlock = {
  component: "blocks.contact-details";
  heading: string;
  subHeading: string | null;
  backgroundImageDesktop: Media | null;
  backgroundImageMobile: Media | null;
  contacts: ContactDetail[];
};

/** The contact form (SPEC §2/§5): field labels and button text come from the content. */
export type ContactFormBlock = Band & {
  component: "blocks.contact-form";
  heading: string;
  text: Html | null;
  emailLabel: string;
  mobileLabel: string;
  messageLabel: string;
  /** The submit button's text. */
  button: string;
};

export type MarketingBlock =
  | PageIntroBlock
  | HowItWorksIntroBlock
  | ProductContainsBlock
  | ExpertsBlock
  | ExpertsAboutBlock
  | ExpertProfiles1Block
  | ExpertProfiles2Block
  | ExpertsProcessBlock
  | TestimonialsGridBlock
  | MeasureAboutBlock
  | ProductVideoBlock
  | NotFoundBlock
  | ContactDetailsBlock
  | ContactFormBlock;

import type { MarketingBlock } from "../content/types";
import { ContactForm } from "./ContactForm";
import { ContactDetails } from "./marketing/ContactDetails";
import { ExpertProfile } from "./marketing/ExpertProfile";
import { Experts } from "./marketing/Experts";
import { ExpertsProcess } from "./marketing/ExpertsProcess";
import { NotFound } from "./marketing/NotFound";
import { PageIntro } from "./marketing/PageIntro";
import { ProductContains } from "./marketing/ProductContains";
import { ProductVideo } from "./marketing/ProductVideo";
import { StoryBlock } from "./marketing/StoryBlock";
import { TestimonialsGrid } from "./marketing/TestimonialsGrid";
import type { BlockRegistry } from "./registry";

/** Renderers of the marketing pages' blocks. */
export const marketingRegistry: BlockRegistry<MarketingBlock["component"]> = {
  "blocks.page-intro": PageIntro,
  "blocks.how-it-works-intro": PageIntro,
  "blocks.product-contains": ProductContains,
  "blocks.experts": Experts,
  "blocks.experts-about": StoryBlock,
  "blocks.expert-profiles-1": ExpertProfile,
  "blocks.expert-profiles-2": Experts,
  "blocks.experts-process": ExpertsProcess,
  "blocks.testimonials-grid": TestimonialsGrid,
  "blocks.measure-about": StoryBlock,
  "blocks.product-video": ProductVideo,
  "blocks.not-found": NotFound,
  "blocks.contact-details": ContactDetails,
  "blocks.contact-form": ContactForm,
};

import { BlogFullWidthImage } from "./blog-full-width-image/BlogFullWidthImage";
import { BlogGallery } from "./blog-gallery/BlogGallery";
import { BlogIntroText } from "./blog-intro-text/BlogIntroText";
import { BlogListing } from "./blog-listing/BlogListing";
import { BlogRichText } from "./blog-rich-text/BlogRichText";
import { BlogTwoColumn } from "./blog-two-column/BlogTwoColumn";
import { BuySteps } from "./buy-steps/BuySteps";
import { CallToAction } from "./call-to-action/CallToAction";
import { ContactDetails } from "./contact-details/ContactDetails";
import { ContactForm } from "./contact-form/ContactForm";
import { ExpertProfile } from "./expert-profiles-1/ExpertProfile";
import { Experts } from "./experts/Experts";
import { StoryBlock } from "./experts-about/StoryBlock";
import { ExpertsProcess } from "./experts-process/ExpertsProcess";
import { FaqAccordion } from "./faq-accordion/FaqAccordion";
import { FeaturedBrands } from "./featured-brands/FeaturedBrands";
import { HomeIntro } from "./home-intro/HomeIntro";
import { HowItWorks } from "./how-it-works/HowItWorks";
import { MeasureSpecs } from "./measure-specs/MeasureSpecs";
import { MeetTheMakers } from "./meet-the-makers/MeetTheMakers";
import { NotFound } from "./not-found/NotFound";
import { PageIntro } from "./page-intro/PageIntro";
import { ProductBenefits } from "./product-benefits/ProductBenefits";
import { ProductContains } from "./product-contains/ProductContains";
import { ProductSize } from "./product-size/ProductSize";
import { ProductVideo } from "./product-video/ProductVideo";
import { Testimonials } from "./testimonials/Testimonials";
import { TestimonialsGrid } from "./testimonials-grid/TestimonialsGrid";
import { ThreeColumnInfo } from "./three-column-info/ThreeColumnInfo";
import { ThreeColumnProduct } from "./three-column-product/ThreeColumnProduct";

/** The renderer of each block, keyed by Strapi component uid (block.ts derives the Block union from it). */
export const blockRenderers = {
  "blocks.blog-full-width-image": BlogFullWidthImage,
  "blocks.blog-gallery": BlogGallery,
  "blocks.blog-intro-text": BlogIntroText,
  "blocks.blog-listing": BlogListing,
  "blocks.blog-rich-text": BlogRichText,
  "blocks.blog-two-column": BlogTwoColumn,
  "blocks.buy-steps": BuySteps,
  "blocks.call-to-action": CallToAction,
  "blocks.contact-details": ContactDetails,
  "blocks.contact-form": ContactForm,
  "blocks.expert-profiles-1": ExpertProfile,
  "blocks.expert-profiles-2": Experts,
  "blocks.experts": Experts,
  "blocks.experts-about": StoryBlock,
  "blocks.experts-process": ExpertsProcess,
  "blocks.faq-accordion": FaqAccordion,
  "blocks.featured-brands": FeaturedBrands,
  "blocks.home-intro": HomeIntro,
  "blocks.how-it-works": HowItWorks,
  "blocks.how-it-works-intro": PageIntro,
  "blocks.measure-about": StoryBlock,
  "blocks.measure-specs": MeasureSpecs,
  "blocks.meet-the-makers": MeetTheMakers,
  "blocks.not-found": NotFound,
  "blocks.page-intro": PageIntro,
  "blocks.product-benefits": ProductBenefits,
  "blocks.product-contains": ProductContains,
  "blocks.product-size": ProductSize,
  "blocks.product-video": ProductVideo,
  "blocks.testimonials": Testimonials,
  "blocks.testimonials-grid": TestimonialsGrid,
  "blocks.three-column-info": ThreeColumnInfo,
  "blocks.three-column-product": ThreeColumnProduct,
};

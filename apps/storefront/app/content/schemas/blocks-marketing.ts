import { z } from "zod";
import type { ContactDetail, MarketingBlock, Video, VideoStep } from "../types";
import { background, type BlockSchemas, defineBlock, heading } from "./block-helpers";
import { expert, infoTile, list, step, testimonial, visibleTiles } from "./entities";
import { optionalButton, optionalMedia, optionalRichText, optionalText, webAddress } from "./shared";

const video: z.ZodType<Video> = z.object({
  url: webAddress,
  mime: z.string().regex(/^video\//, "the video field must hold a video file"),
});

const videoStep: z.ZodType<VideoStep> = z.object({
  startTime: z.number().min(0),
  heading: z.string().min(1),
  text: optionalText,
});

const contactDetail: z.ZodType<ContactDetail> = z
  .object({
    type: z.enum(["email", "phone", "address"]),
    linkUrl: z.string().trim().min(1),
    linkText: z.string().trim().min(1),
    icon: optionalMedia,
  })
  .transform((detail) => ({ kind: detail.type, value: detail.linkUrl, text: detail.linkText, icon: detail.icon }));

/** Schemas of the marketing pages' blocks (see block-types-marketing.ts). */
export const marketingBlockSchemas: BlockSchemas<MarketingBlock["component"]> = {
  "blocks.page-intro": defineBlock(
    "blocks.page-intro",
    z.object({
      heading,
      subHeading: optionalText,
      text: optionalRichText,
      image: optionalMedia,
      backgroundColour: background("neutral-white"),
    }),
  ),
  "blocks.how-it-works-intro": defineBlock(
    "blocks.how-it-works-intro",
    z.object({
      heading,
      subHeading: optionalText,
      text: optionalRichText,
      image: optionalMedia,
      button: optionalButton,
      backgroundColour: background("neutral-white"),
    }),
  ),
  "blocks.product-contains": defineBlock(
    "blocks.product-contains",
    z.object({
      heading,
      text: optionalRichText,
      items: list(infoTile).transform(visibleTiles),
      image: optionalMedia,
      backgroundColour: background("neutral-white"),
    }),
  ),
  "blocks.experts": defineBlock(
    "blocks.experts",
    z.object({
      heading,
      text: optionalRichText,
      experts: list(expert),
      button: optionalButton,
      backgroundColour: background("neutral-white"),
    }),
  ),
  "blocks.experts-about": defineBlock(
    "blocks.experts-about",
    z.object({
      tagline: optionalText,
      heading,
      text: optionalRichText,
      image: optionalMedia,
      backgroundColour: background("neutral-white"),
    }),
  ),
  // A featured profile without its expert (unpublished or deleted) has nothing to feature.
  "blocks.expert-profiles-1": defineBlock(
    "blocks.expert-profiles-1",
    z.object({ heading, expert, quote: optionalText, backgroundColour: background("neutral-white") }),
  ),
  "blocks.expert-profiles-2": defineBlock(
    "blocks.expert-profiles-2",
    z.object({ heading, text: optionalRichText, experts: list(expert), backgroundColour: background("neutral-white") }),
  ),
  "blocks.experts-process": defineBlock(
    "blocks.experts-process",
    z.object({
      heading,
      text: optionalRichText,
      steps: list(step),
      image: optionalMedia,
      backgroundColour: background("neutral-white"),
    }),
  ),
  "blocks.testimonials-grid": defineBlock(
    "blocks.testimonials-grid",
    z.object({
      heading,
      text: optionalRichText,
      testimonials: list(testimonial),
      backgroundColour: background("neutral-white"),
    }),
  ),
  "blocks.measure-about": defineBlock(
    "blocks.measure-about",
    z.object({
      heading,
      text: optionalRichText,
      image: optionalMedia,
      button: optionalButton,
      backgroundColour: background("neutral-white"),
    }),
  ),
  "blocks.product-video": defineBlock(
    "blocks.product-video",
    z.object({
      heading,
      text: optionalRichText,
      video,
      poster: optionalMedia,
      videoSteps: list(videoStep).transform((steps) => steps.toSorted((a, b) => a.startTime - b.startTime)),
      backgroundColour: background("neutral-white"),
    }),
  ),
  "blocks.not-found": defineBlock(
    "blocks.not-found",
    z.object({ subHeading: z.string().trim().min(1), message: z.string().trim().min(1), image: optionalMedia }),
  ),
  "blocks.contact-details": defineBlock(
    "blocks.contact-details",
    z.object({
      heading,
      subHeading: optionalText,
      backgroundImageDesktop: optionalMedia,
      backgroundImageMobile: optionalMedia,
      contacts: list(contactDetail),
    }),
  ),
  "blocks.contact-form": defineBlock(
    "blocks.contact-form",
    z.object({
      heading,
      text: optionalRichText,
      emailLabel: z.string().min(1),
      mobileLabel: z.string().min(1),
      messageLabel: z.string().min(1),
      // The button submits the form, so only its text matters; a missing one reads "Send".
      button: optionalButton.transform((button) => button?.text ?? "Send"),
      backgroundColour: background("neutral-white"),
    }),
  ),
};

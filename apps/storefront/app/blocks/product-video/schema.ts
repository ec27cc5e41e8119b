import { z } from "zod";
import { background } from "../../model/colour";
import { optionalMedia, webAddress } from "../../model/media";
import { heading, list, optionalRichText, optionalText } from "../../model/text";
import { defineBlock } from "../define-block";

const video = z.object({
  url: webAddress,
  mime: z.string().regex(/^video\//, "the video field must hold a video file"),
});

/**
 * The video's captions, a WebVTT file from the media library. Any other file there is left out (and
 * logged for the owner) rather than handed to the browser as a track it cannot read.
 */
const captions = optionalMedia.transform((file) => {
  if (!file || file.mime === "text/vtt") return file;
  console.warn(`[content] the product video's captions must be a WebVTT (.vtt) file, not ${file.mime}: left out`);
  return null;
});

/** A chapter of a how-to video. */
const videoStep = z.object({
  /** Seconds from the start of the video. */
  startTime: z.number().min(0),
  heading: z.string().min(1),
  text: optionalText,
});
export type VideoStep = z.output<typeof videoStep>;

export const block = defineBlock(
  "blocks.product-video",
  z.object({
    heading,
    text: optionalRichText,
    video,
    poster: optionalMedia,
    captions,
    /** Ordered by start time. */
    videoSteps: list(videoStep).transform((steps) => steps.toSorted((a, b) => a.startTime - b.startTime)),
    backgroundColour: background("neutral-white"),
  }),
);
export type ProductVideoBlock = z.output<typeof block.schema>;

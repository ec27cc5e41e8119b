import { z } from "zod";

/** The brand's colour tokens; each is a CSS custom property `--colour-<token>` in app/styles. */
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

export const colourToken = z.enum(COLOUR_TOKENS);
export type ColourToken = z.output<typeof colourToken>;

/** The schema default of each block's backgroundColour, for content that omits it. */
export const background = (fallback: ColourToken) => colourToken.nullish().transform((value) => value ?? fallback);

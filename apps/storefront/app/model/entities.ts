import { z } from "zod";
import { optionalButton } from "./button";
import { optionalMedia } from "./media";
import { centimetres, optionalText, positionalList, requiredText } from "./text";

/** The repeatable components and related entries that several blocks (and the info sheets) are made of. */

export const infoTile = z
  .object({ heading: requiredText, text: optionalText, image: optionalMedia, isVisible: z.boolean().nullish() })
  .transform((tile) => ({
    heading: tile.heading,
    text: tile.text,
    image: tile.image,
    isVisible: tile.isVisible !== false,
  }));
export type InfoTile = Omit<z.output<typeof infoTile>, "isVisible">;

/** Editors hide a tile with isVisible; hidden tiles never reach the page. */
export function visibleTiles(tiles: z.output<typeof infoTile>[]): InfoTile[] {
  return tiles.filter((tile) => tile.isVisible).map(({ isVisible: _isVisible, ...tile }) => tile);
}

export const productCard = z.object({
  heading: requiredText,
  tagline: optionalText,
  text: optionalText,
  /** Display copy such as "From $750"; prices themselves come from the shop. */
  priceNote: optionalText,
  image: optionalMedia,
  button: optionalButton,
});

export const step = z.object({ heading: requiredText, text: optionalText, image: optionalMedia });

/**
 * Strapi stores ratings as the enumeration `stars-1` … `stars-5`; older content holds the number
 * (sometimes as text). Anything else, 0 or 6 stars included, is malformed.
 */
export const rating = z.union([
  z
    .string()
    .trim()
    .regex(/^(stars-)?[1-5]$/)
    .transform((value) => Number(value.slice(-1))),
  z.number().int().min(1).max(5),
]);

export const testimonial = z.object({
  name: requiredText,
  /** ISO date (YYYY-MM-DD). */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}/)
    .transform((value) => value.slice(0, 10)),
  /** Whole stars, 1 to 5. */
  rating,
  review: requiredText,
  icon: optionalMedia,
});
export type Testimonial = z.output<typeof testimonial>;

export const expert = z.object({
  name: requiredText,
  role: requiredText,
  description: optionalText,
  image: optionalMedia,
});
export type Expert = z.output<typeof expert>;

/** Finished measurements of one piece, in cm. */
export const measurementTable = z.object({
  heading: z.string().trim().min(1),
  width: centimetres,
  length: centimetres,
  /** A label such as "Variable" (tailored sheets are made to the chosen depth); null when depth does not apply. */
  depth: optionalText,
  notes: optionalText,
});
export type MeasurementTable = z.output<typeof measurementTable>;

/** Shared by the size blocks and the size info sheet; tables[0] is the Tailored Sheets, tables[1] the Pillowcases. */
export const sizeSpec = z.object({
  size: z.string().trim().min(1),
  sizeKey: z.string().trim().min(1),
  tables: positionalList(measurementTable),
});

import { z } from "zod";
import type { Expert, FeaturedBrand, InfoTile, MeasurementTable, ProductCard, SizeSpec, Step, Testimonial } from "../block-types";
import { media, optionalButton, optionalMedia, optionalText } from "./shared";

/** Schemas for the repeatable components and related entries that blocks are made of. */

export const infoTile = z
  .object({ heading: z.string().min(1), text: optionalText, image: optionalMedia, isVisible: z.boolean().nullish() })
  .transform((tile): InfoTile & { isVisible: boolean } => ({
    heading: tile.heading,
    text: tile.text,
    image: tile.image,
    isVisible: tile.isVisible !== false,
  }));

/** Editors hide a tile with isVisible; hidden tiles never reach the page. */
export function visibleTiles(tiles: (InfoTile & { isVisible: boolean })[]): InfoTile[] {
  return tiles.filter((tile) => tile.isVisible).map(({ isVisible: _isVisible, ...tile }) => tile);
}

export const productCard: z.ZodType<ProductCard> = z.object({
  heading: z.string().min(1),
  tagline: optionalText,
  text: optionalText,
  priceNote: optionalText,
  image: optionalMedia,
  button: optionalButton,
});

export const step: z.ZodType<Step> = z.object({ heading: z.string().min(1), text: optionalText, image: optionalMedia });

export const featuredBrand: z.ZodType<FeaturedBrand> = z
  .object({ logo: media, alt: z.string().min(1) })
  .transform((brand) => ({ logo: brand.logo, name: brand.alt }));

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

export const testimonial: z.ZodType<Testimonial> = z.object({
  name: z.string().min(1),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}/).transform((value) => value.slice(0, 10)),
  rating,
  review: z.string().min(1),
  icon: optionalMedia,
});

export const expert: z.ZodType<Expert> = z.object({
  name: z.string().min(1),
  role: z.string().min(1),
  description: optionalText,
  image: optionalMedia,
});

/** A repeatable component or to-many relation: absent or null is an empty list. */
export function list<Item extends z.ZodType>(item: Item) {
  return z
    .array(item)
    .nullish()
    .transform((items): z.output<Item>[] => items ?? []);
}

/** A length in cm. Strapi sends decimals as numbers, but some databases hand them over as strings ("138.5"). */
export const centimetres = z
  .union([z.number(), z.string().trim().regex(/^\d+(\.\d+)?$/).transform(Number)])
  .pipe(z.number().positive().finite());

export const measurementTable: z.ZodType<MeasurementTable> = z.object({
  heading: z.string().trim().min(1),
  width: centimetres,
  length: centimetres,
  depth: optionalText,
  notes: optionalText,
});

/** One size's measurement tables (tailored sheets, pillowcases), shared by the size blocks and the size info sheet. */
export const sizeSpec: z.ZodType<SizeSpec> = z.object({
  size: z.string().trim().min(1),
  sizeKey: z.string().trim().min(1),
  tables: list(measurementTable),
});

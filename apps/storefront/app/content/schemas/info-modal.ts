import { z } from "zod";
import { sizeSpec } from "../../model/entities";
import { optionalMedia } from "../../model/media";
import { optionalRichText, optionalText, richText } from "../../model/text";

/** Every sheet is required in the content model, so one missing sheet drops them all. */

const colourSwatch = z
  .object({
    name: z.string().min(1),
    swatch: optionalMedia,
    text: optionalText,
    inShop: z.boolean().nullish(),
  })
  .transform((colour) => ({ ...colour, inShop: colour.inShop ?? false }));

const heading = z.string().min(1);
/** A sheet of heading, markdown text and an optional picture (depth, shipping, returns, packaging). */
const panel = z.object({ heading, text: optionalRichText, image: optionalMedia });

/** The seven info sheets of the purchase flow, keyed as the content names them. */
export const infoSheetsSchema = z.object({
  size: z.object({
    heading,
    text: optionalRichText,
    sizeSpecs: z
      .array(sizeSpec)
      .nullish()
      .transform((specs) => specs ?? []),
    /** The fit finder's tolerance; absent from older entries, which then get the finder's default. */
    fitToleranceCm: z.number().min(0).max(10).nullish().catch(null),
  }),
  colour: z.object({
    heading,
    text: optionalRichText,
    colours: z
      .array(colourSwatch)
      .nullish()
      .transform((colours) => colours ?? []),
  }),
  depth: panel,
  shipping: panel,
  returnsAndExchanges: panel,
  packaging: panel,
  tailored: z.object({
    heading,
    text: optionalRichText,
    detailItems: z
      .array(z.object({ label: z.string().min(1), description: richText }))
      .nullish()
      .transform((items) => items ?? []),
  }),
});

export type InfoSheets = z.output<typeof infoSheetsSchema>;
export type InfoKind = keyof InfoSheets;

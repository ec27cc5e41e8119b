import { z } from "zod";
import { colourToken } from "./colour";

/** Content links are slugs without the leading slash ("" is home); whole addresses and paths pass through. */
export function hrefFromContentLink(link: string): string {
  const trimmed = link.trim();
  // `//host` and `/\host` look like paths but leave the site: they stay paths here.
  if (/^[/\\]{2}/.test(trimmed)) return `/${trimmed.replace(/^[/\\]+/, "")}`;
  if (/^(https?:|mailto:|tel:|\/)/i.test(trimmed)) return trimmed;
  return `/${trimmed}`;
}

const buttonFields = z.object({
  text: z.string(),
  arrow: z.boolean().nullish(),
  link: z.string().nullish(),
  backgroundColour: colourToken.nullish(),
  isVisible: z.boolean().nullish(),
});

/** A hidden button (isVisible false), one that was left out or one without words becomes null. */
export const optionalButton = buttonFields.nullish().transform((button) =>
  button && button.isVisible !== false && button.text.trim() !== ""
    ? {
        text: button.text.trim(),
        /** A site path such as `/buy` or `/how-it-works`; null when the button acts in place (a form, a modal). */
        href: button.link === null || button.link === undefined ? null : hrefFromContentLink(button.link),
        arrow: button.arrow ?? false,
        backgroundColour: button.backgroundColour ?? null,
      }
    : null,
);
export type Button = NonNullable<z.output<typeof optionalButton>>;

import { z } from "zod";
import type { CtaBlock, EmailCaptureContent, Footer, Navigation } from "../types";
import { hrefFromContentLink, optionalButton } from "../../model/button";
import { colourToken } from "../../model/colour";
import { optionalMedia } from "../../model/media";
import { list, optionalText } from "../../model/text";

/**
 * The site chrome's single types (navigation, footer, subscribe and sold-out modals), read from
 * the flat shape flattenStrapi produces and output as the domain types of content/types.ts.
 */

const ctaBlock: z.ZodType<CtaBlock> = z
  .object({
    heading: z.string().min(1),
    subHeading: optionalText,
    buttonText: z.string().min(1),
    buttonLink: z.string(),
    darkMode: z.boolean().nullish(),
  })
  .transform((block) => ({
    heading: block.heading,
    subHeading: block.subHeading,
    buttonText: block.buttonText,
    href: hrefFromContentLink(block.buttonLink),
    darkMode: block.darkMode ?? false,
  }));

const navigationLink = z
  .object({ label: z.string().min(1), link: z.string() })
  .transform((item) => ({ label: item.label, href: hrefFromContentLink(item.link) }));

export const navigationSchema: z.ZodType<Navigation> = z
  .object({
    navigationList: list(z.object({ category: z.string().min(1), navigationItem: list(navigationLink) })),
    ctaBlock: list(ctaBlock),
    image: optionalMedia,
  })
  .transform((entry) => ({
    categories: entry.navigationList.map((category) => ({ title: category.category, links: category.navigationItem })),
    ctaBlocks: entry.ctaBlock,
    image: entry.image,
  }));

/** Social profiles open in a new tab, so only web addresses are accepted. */
const socialLink = z.object({
  label: z.string().min(1),
  url: z.string().regex(/^https?:\/\//i, "must be an http(s) address"),
  icon: optionalMedia,
});

/** One link that is not a web address (a `javascript:` one, say) is dropped and logged; the footer keeps the rest. */
const socialLinks = list(z.unknown()).transform((items) =>
  items.flatMap((item) => {
    const parsed = socialLink.safeParse(item);
    if (parsed.success) return [parsed.data];
    console.warn(`[content] footer: dropped a social link: ${z.prettifyError(parsed.error)}`);
    return [];
  }),
);

/** A legal link without a page (or whose page is unpublished) shows disabled. */
const legalLink = z
  .object({ label: z.string().min(1), page: z.object({ slug: z.string().min(1) }).nullish() })
  .transform((link) => ({
    label: link.label,
    href: link.page ? (link.page.slug === "home" ? "/" : hrefFromContentLink(link.page.slug)) : null,
  }));

export const footerSchema: z.ZodType<Footer> = z
  .object({
    logo: optionalMedia,
    ctaBlocks: list(ctaBlock),
    footerSocial: z.object({ heading: optionalText, socials: socialLinks }).nullish(),
    footerLegal: list(legalLink),
    footerAcknowledgement: z.object({ text: optionalText }).nullish(),
    footerSubscribe: z.object({ heading: z.string().min(1), text: optionalText, button: optionalButton }).nullish(),
    copyright: optionalText,
  })
  .transform((entry) => ({
    logo: entry.logo,
    ctaBlocks: entry.ctaBlocks,
    social: { heading: entry.footerSocial?.heading ?? null, links: entry.footerSocial?.socials ?? [] },
    legalLinks: entry.footerLegal,
    acknowledgement: entry.footerAcknowledgement?.text ?? null,
    subscribe: entry.footerSubscribe
      ? {
          heading: entry.footerSubscribe.heading,
          text: entry.footerSubscribe.text,
          buttonText: entry.footerSubscribe.button?.text ?? null,
        }
      : null,
    copyright: entry.copyright,
  }));

export const emailCaptureSchema: z.ZodType<EmailCaptureContent> = z
  .object({
    heading: z.string().min(1),
    subHeading: optionalText,
    placeholder: optionalText,
    button: optionalButton,
    backgroundColour: colourToken.nullish(),
  })
  .transform((entry) => ({
    heading: entry.heading,
    subHeading: entry.subHeading,
    placeholder: entry.placeholder,
    buttonText: entry.button?.text ?? null,
    backgroundColour: entry.backgroundColour ?? "neutral-white",
  }));

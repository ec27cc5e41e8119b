import { z } from "zod";
import { hrefFromContentLink, optionalButton } from "../../model/button";
import { colourToken } from "../../model/colour";
import { optionalMedia } from "../../model/media";
import { list, optionalText, requiredText } from "../../model/text";
import { pathOfSlug } from "../page-slugs";

/** The site chrome's single types, read from flattenStrapi's flat shape; their outputs are the domain types. */

const headerItem = z
  .object({
    itemType: z.enum(["account", "cart"]),
    label: requiredText,
    link: z.string().nullish(),
    icon: optionalMedia,
    iconMobile: optionalMedia,
    isVisible: z.boolean().nullish(),
  })
  .transform((item) => ({
    kind: item.itemType,
    label: item.label,
    /** Where the account item leads; null for the cart (it opens a panel) or an account without a target. */
    href: item.itemType === "account" && item.link ? hrefFromContentLink(item.link) : null,
    icon: item.icon,
    iconMobile: item.iconMobile,
    isVisible: item.isVisible !== false,
  }));

export const headerSchema = z
  .object({
    logo: optionalMedia,
    backgroundColour: colourToken.nullish(),
    button: optionalButton,
    headerItems: z.array(headerItem).nullish(),
  })
  .transform(({ logo, backgroundColour, button, headerItems }) => ({
    logo,
    backgroundColour: backgroundColour ?? "neutral-white",
    button,
    /** Only the visible items. */
    items: (headerItems ?? []).filter((item) => item.isVisible).map(({ isVisible: _isVisible, ...item }) => item),
  }));

/** A small call to action in the navigation menu and the footer; darkMode paints it dark. */
const ctaBlock = z
  .object({
    heading: requiredText,
    subHeading: optionalText,
    buttonText: requiredText,
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
  .object({ label: requiredText, link: z.string() })
  .transform((item) => ({ label: item.label, href: hrefFromContentLink(item.link) }));

export const navigationSchema = z
  .object({
    navigationList: list(z.object({ category: requiredText, navigationItem: list(navigationLink) })),
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
  label: requiredText,
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
  .object({ label: requiredText, page: z.object({ slug: z.string().min(1) }).nullish() })
  .transform((link) => ({
    label: link.label,
    href: link.page ? pathOfSlug(link.page.slug) : null,
  }));

export const footerSchema = z
  .object({
    logo: optionalMedia,
    ctaBlocks: list(ctaBlock),
    footerSocial: z.object({ heading: optionalText, socials: socialLinks }).nullish(),
    footerLegal: list(legalLink),
    footerAcknowledgement: z.object({ text: optionalText }).nullish(),
    footerSubscribe: z.object({ heading: requiredText, text: optionalText, button: optionalButton }).nullish(),
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

/** The subscribe and sold-out modals share this shape. */
export const emailCaptureSchema = z
  .object({
    heading: requiredText,
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

export type Header = z.output<typeof headerSchema>;
export type HeaderItem = Header["items"][number];
export type CtaBlock = z.output<typeof ctaBlock>;
export type Navigation = z.output<typeof navigationSchema>;
export type Footer = z.output<typeof footerSchema>;
export type EmailCaptureContent = z.output<typeof emailCaptureSchema>;

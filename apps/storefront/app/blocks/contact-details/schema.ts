import { z } from "zod";
import { optionalMedia } from "../../model/media";
import { heading, list, optionalText } from "../../model/text";
import { defineBlock } from "../define-block";

const contactDetail = z
  .object({
    type: z.enum(["email", "phone", "address"]),
    linkUrl: z.string().trim().min(1),
    linkText: z.string().trim().min(1),
    icon: optionalMedia,
  })
  .transform((detail) => ({
    kind: detail.type,
    /** The address, number or email as the content gives it; the link is built from it. */
    value: detail.linkUrl,
    text: detail.linkText,
    icon: detail.icon,
  }));
export type ContactDetail = z.output<typeof contactDetail>;

export const block = defineBlock(
  "blocks.contact-details",
  z.object({
    heading,
    subHeading: optionalText,
    backgroundImageDesktop: optionalMedia,
    backgroundImageMobile: optionalMedia,
    contacts: list(contactDetail),
  }),
);
export type ContactDetailsBlock = z.output<typeof block.schema>;

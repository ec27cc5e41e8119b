import { z } from "zod";
import { optionalButton } from "../../model/button";
import { background } from "../../model/colour";
import { heading, optionalRichText } from "../../model/text";
import { defineBlock } from "../define-block";

/** The contact form: field labels and button text come from the content. */
export const block = defineBlock(
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
);
export type ContactFormBlock = z.output<typeof block.schema>;

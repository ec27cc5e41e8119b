import type { ContactDetail } from "./schema";

/** Where a contact detail leads, and whether it leaves the site in a new tab. */
export type ContactLink = { href: string; newTab: boolean };

/** A phone link drops only the first space, so "+61 412345678" dials +61412345678. */
export function telHref(number: string): string {
  return `tel:${number.trim().replace(/^tel:/i, "").replace(" ", "")}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email.trim().replace(/^mailto:/i, "")}`;
}

export function mapsSearchHref(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address.trim())}`;
}

export function contactLink(detail: Pick<ContactDetail, "kind" | "value">): ContactLink {
  switch (detail.kind) {
    case "email":
      return { href: mailtoHref(detail.value), newTab: false };
    case "phone":
      return { href: telHref(detail.value), newTab: false };
    case "address":
      return { href: mapsSearchHref(detail.value), newTab: true };
  }
}

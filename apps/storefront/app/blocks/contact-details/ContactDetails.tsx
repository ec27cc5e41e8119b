import { useId } from "react";
import { preload } from "react-dom";
import type { Media } from "../../model/media";
import { imageSource, srcSetOf } from "../../images/rendition";
import { ResponsiveImage } from "../../ui/ResponsiveImage";
import type { BlockProps } from "../block-props";
import { contactLink } from "./contact-links";
import type { ContactDetail, ContactDetailsBlock } from "./schema";

const KIND_LABELS: Record<ContactDetail["kind"], string> = { email: "Email", phone: "Phone", address: "Address" };

/**
 * The decorative backdrop: the mobile picture below 576 px, the desktop one from there up, each
 * from the renditions the window's width needs (full bleed).
 */
function Backdrop({ desktop, mobile, isFirst }: { desktop: Media | null; mobile: Media | null; isFirst: boolean }) {
  const fallback = mobile ?? desktop;
  if (!fallback) return null;
  if (isFirst) {
    // React preloads a priority <img> but not one in a <picture>: each source is preloaded for its windows.
    const split = desktop && mobile;
    preloadBackdrop(fallback, split ? "not all and (min-width: 576px)" : undefined);
    if (split) preloadBackdrop(desktop, "(min-width: 576px)");
  }
  return (
    <picture className="contact-details__backdrop">
      {desktop && mobile ? (
        <source
          media="(min-width: 576px)"
          srcSet={srcSetOf(desktop) ?? imageSource(desktop)}
          sizes="100vw"
          width={desktop.width ?? undefined}
          height={desktop.height ?? undefined}
        />
      ) : null}
      <ResponsiveImage media={fallback} sizes="100vw" priority={isFirst} decorative />
    </picture>
  );
}

function preloadBackdrop(media: Media, windows: string | undefined) {
  preload(imageSource(media), {
    as: "image",
    imageSrcSet: srcSetOf(media),
    imageSizes: "100vw",
    fetchPriority: "high",
    media: windows,
  });
}

function ContactItem({ detail }: { detail: ContactDetail }) {
  const { href, newTab } = contactLink(detail);
  return (
    <li className="contact-details__item">
      {detail.icon ? (
        <ResponsiveImage media={detail.icon} sizes="2rem" className="contact-details__icon" decorative />
      ) : null}
      <a
        href={href}
        className="contact-details__link"
        {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      >
        <span className="visually-hidden">{KIND_LABELS[detail.kind]}: </span>
        {detail.text}
        {newTab ? <span className="visually-hidden"> (opens a map in a new tab)</span> : null}
      </a>
    </li>
  );
}

/** The contact hero: email, phone and studio address over a full-bleed picture. */
export function ContactDetails({ block, isFirst }: BlockProps<ContactDetailsBlock>) {
  const headingId = useId();
  const HeadingTag = isFirst ? "h1" : "h2";
  return (
    <section className="contact-details surface-neutral-1" aria-labelledby={headingId}>
      <Backdrop desktop={block.backgroundImageDesktop} mobile={block.backgroundImageMobile} isFirst={isFirst} />
      <div className="contact-details__panel">
        <HeadingTag id={headingId} className="block__heading">
          {block.heading}
        </HeadingTag>
        {block.subHeading ? <p className="contact-details__sub-heading">{block.subHeading}</p> : null}
        <ul className="contact-details__list" role="list">
          {block.contacts.map((detail) => (
            <ContactItem key={`${detail.kind}:${detail.value}`} detail={detail} />
          ))}
        </ul>
      </div>
    </section>
  );
}

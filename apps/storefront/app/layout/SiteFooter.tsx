import { useState } from "react";
import type { EmailCaptureContent, Footer } from "../content/types";
import { useHydrated } from "../ui/useMediaQuery";
import { CtaCard } from "./CtaCard";
import { Logo, BRAND } from "./Logo";
import { EmailCaptureModal } from "./EmailCaptureModal";
import { imageSource } from "../images/rendition";
import { Link } from "../ui/Link";

const SUBSCRIBE_MODAL_ID = "subscribe-modal";
const DEFAULT_SUBSCRIBE_TEXT = "Subscribe";

/** With no footer content only the bottom line shows. */
export function SiteFooter({
  footer,
  subscribeModal,
}: {
  footer: Footer | null;
  subscribeModal: EmailCaptureContent | null;
}) {
  const hydrated = useHydrated();
  const [subscribeOpen, setSubscribeOpen] = useState(false);
  const year = footer?.copyright ?? `© ${BRAND}`;

  return (
    <footer className="site-footer surface-neutral-black">
      {footer ? (
        <div className="site-footer__inner">
          {footer.ctaBlocks.length > 0 ? (
            <div className="site-footer__ctas">
              {footer.ctaBlocks.map((block) => (
                <CtaCard key={block.heading} block={block} />
              ))}
            </div>
          ) : null}
          <div className="site-footer__columns">
            {footer.subscribe ? (
              <section className="site-footer__news" aria-labelledby="footer-news-heading">
                <h2 id="footer-news-heading">{footer.subscribe.heading}</h2>
                {footer.subscribe.text ? <p>{footer.subscribe.text}</p> : null}
                {subscribeModal === null ? null : hydrated ? (
                  <button type="button" className="button surface-neutral-white" onClick={() => setSubscribeOpen(true)}>
                    {footer.subscribe.buttonText ?? DEFAULT_SUBSCRIBE_TEXT}
                  </button>
                ) : (
                  <a href={`#${SUBSCRIBE_MODAL_ID}`} className="button surface-neutral-white">
                    {footer.subscribe.buttonText ?? DEFAULT_SUBSCRIBE_TEXT}
                  </a>
                )}
              </section>
            ) : null}
            {footer.social.links.length > 0 ? (
              <section className="site-footer__social" aria-labelledby="footer-social-heading">
                <h2 id="footer-social-heading">{footer.social.heading ?? "Follow us"}</h2>
                <ul className="social-links">
                  {footer.social.links.map((link) => (
                    <li key={link.url}>
                      <a href={link.url} target="_blank" rel="noopener noreferrer" className="social-link">
                        {link.icon ? (
                          <img src={imageSource(link.icon, 48)} alt="" width={24} height={24} loading="lazy" />
                        ) : null}
                        <span className="visually-hidden">{`${link.label} (opens in a new tab)`}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
          {footer.acknowledgement ? <p className="site-footer__acknowledgement">{footer.acknowledgement}</p> : null}
        </div>
      ) : null}
      <div className="site-footer__bottom">
        <Logo media={footer?.logo ?? null} lazy />
        {footer && footer.legalLinks.length > 0 ? (
          <ul className="legal-links" aria-label="Legal">
            {footer.legalLinks.map((link) => (
              <li key={link.label}>
                {link.href ? (
                  <Link to={link.href}>{link.label}</Link>
                ) : (
                  <span className="legal-links__disabled" aria-disabled="true">
                    {link.label}
                  </span>
                )}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="site-footer__copyright">{year}</p>
      </div>
      {subscribeModal ? (
        <EmailCaptureModal
          id={SUBSCRIBE_MODAL_ID}
          open={subscribeOpen}
          onClose={() => setSubscribeOpen(false)}
          content={subscribeModal}
          source="subscribe"
        />
      ) : null}
    </footer>
  );
}

import type { MouseEvent } from "react";
import { useState } from "react";
import { ResponsiveImage } from "../../ui/ResponsiveImage";
import { RichText } from "../../ui/RichText";
import { BlockSection } from "../BlockSection";
import type { BlockProps } from "../block-props";
import { scrollBehaviour } from "../format";
import type { FaqAccordionBlock, FaqSection } from "./schema";

/** Questions are native disclosure widgets, so each opens on its own with or without script. */
export function FaqAccordion({ block, isFirst }: BlockProps<FaqAccordionBlock>) {
  const [current, setCurrent] = useState<string | null>(null);
  const SectionHeading = block.heading && !isFirst ? "h3" : "h2";

  // Plain anchors without script; with it, focus moves into the section, so keyboard users land there too.
  function jumpTo(event: MouseEvent<HTMLAnchorElement>, section: FaqSection) {
    const target = document.getElementById(section.id);
    if (!target) return;
    event.preventDefault();
    setCurrent(section.id);
    window.history.replaceState(window.history.state, "", `#${section.id}`);
    target.scrollIntoView({ behavior: scrollBehaviour(), block: "start" });
    target.focus({ preventScroll: true });
  }

  return (
    <BlockSection name="faq" backgroundColour="neutral-white" heading={block.heading} isFirst={isFirst}>
      {block.text ? <RichText html={block.text} className="block__lead" /> : null}
      {block.sections.length > 1 ? (
        <nav className="faq__topics" aria-label="FAQ topics">
          <ul className="faq__tabs" role="list">
            {block.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="faq__tab"
                  aria-current={current === section.id ? "true" : undefined}
                  onClick={(event) => jumpTo(event, section)}
                >
                  {section.icon ? (
                    <ResponsiveImage
                      media={section.icon}
                      sizes="1.5rem"
                      className="faq__tab-icon"
                      decorative
                      priority={isFirst}
                    />
                  ) : null}
                  {section.heading}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {block.sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          className="faq__section"
          tabIndex={-1}
          aria-labelledby={`${section.id}-heading`}
        >
          <SectionHeading id={`${section.id}-heading`} className="faq__section-heading">
            {section.icon ? (
              <ResponsiveImage media={section.icon} sizes="2rem" className="faq__section-icon" decorative />
            ) : null}
            {section.heading}
          </SectionHeading>
          {section.questions.map((item) => (
            <details key={item.id} id={item.id} className="faq__item">
              <summary className="faq__question">{item.question}</summary>
              <RichText html={item.answer} className="faq__answer" />
            </details>
          ))}
        </section>
      ))}
    </BlockSection>
  );
}

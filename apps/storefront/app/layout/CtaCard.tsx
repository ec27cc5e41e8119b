import type { CtaBlock } from "../content/types";
import { Link } from "../ui/Link";

/** A call to action of the menu or footer: heading, sub-heading and a button link. */
export function CtaCard({ block, headingLevel = 2 }: { block: CtaBlock; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className={`cta-card ${block.darkMode ? "surface-primary-blue" : "surface-neutral-1"}`}>
      <Heading className="cta-card__heading">{block.heading}</Heading>
      {block.subHeading ? <p className="cta-card__text">{block.subHeading}</p> : null}
      <Link to={block.href} className={`button ${block.darkMode ? "surface-neutral-white" : "surface-primary-blue"}`}>
        {block.buttonText}
      </Link>
    </section>
  );
}

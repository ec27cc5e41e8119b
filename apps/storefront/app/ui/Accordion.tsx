import type { ReactNode } from "react";
import { Icon } from "./Icon";

type AccordionProps = {
  summary: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  className?: string;
  /** Accordions with the same name open one at a time (the browser closes the others). */
  name?: string;
};

/**
 * One disclosure on <details>/<summary>: keyboard and screen readers work without script, and each
 * toggles on its own unless given a shared name.
 */
export function Accordion({ summary, children, defaultOpen = false, className, name }: AccordionProps) {
  return (
    <details className={["accordion", className].filter(Boolean).join(" ")} open={defaultOpen} name={name}>
      <summary className="accordion__summary">
        <span className="accordion__title">{summary}</span>
        <Icon name="chevron-down" className="accordion__chevron" />
      </summary>
      <div className="accordion__content">{children}</div>
    </details>
  );
}

import type { Button } from "../model/button";
import { surfaceClass } from "./surface";
import { Link } from "./Link";

/** A content button that navigates; buttons without a target are rendered by the feature that owns them. */
export function ButtonLink({ button, className }: { button: Button & { href: string }; className?: string }) {
  const classes = ["button", surfaceClass(button.backgroundColour ?? "primary-blue"), className]
    .filter(Boolean)
    .join(" ");
  const content = (
    <>
      {button.text}
      {button.arrow ? (
        <span className="button__arrow" aria-hidden="true">
          →
        </span>
      ) : null}
    </>
  );

  if (/^[a-z]+:/i.test(button.href)) {
    return (
      <a href={button.href} className={classes}>
        {content}
      </a>
    );
  }
  return (
    <Link to={button.href} className={classes} prefetch="intent">
      {content}
    </Link>
  );
}

export function hasHref(button: Button | null): button is Button & { href: string } {
  return button !== null && button.href !== null;
}

import type { ColourToken } from "../model/colour";

/** Each surface class (styles/tokens.css) sets background and text together: no unreadable pair. */
export function surfaceClass(token: ColourToken): string {
  return `surface-${token}`;
}

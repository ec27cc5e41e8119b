import type { ColourToken } from "../model/colour";

/**
 * The class that paints an element in a content-chosen colour token. Each surface class in
 * app/styles/tokens.css sets the background and a readable text colour together, so an editor
 * cannot pick a combination with unreadable text.
 */
export function surfaceClass(token: ColourToken): string {
  return `surface-${token}`;
}

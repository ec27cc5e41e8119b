import { createContext } from "react";

/**
 * True for blocks shown above a page's own h1 (the journal's intro over an article): their section
 * headings are then plain text, styled the same, so the page's outline still opens with its h1.
 */
export const BlockHeadingsAsText = createContext(false);

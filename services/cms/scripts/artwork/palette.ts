/**
 * The brand palette. Every illustration draws from these few colours so the whole library reads
 * as one calm, premium look: warm whites, soft greys, sage, a muted blue and charcoal linework.
 */
export const palette = {
  paper: "#fbf8f3",
  linen: "#f4efe6",
  cream: "#ece5d9",
  sand: "#ddd0bc",
  clay: "#c8b79e",
  mist: "#dfe5e8",
  greyLight: "#dcd9d3",
  grey: "#b9b5ad",
  greyDark: "#8d8a84",
  sageLight: "#c9d1bd",
  sage: "#8a9a7b",
  sageDark: "#6b7a5e",
  blueLight: "#cdd7e0",
  blue: "#7f95a8",
  blueDark: "#5d7286",
  charcoal: "#33363a",
  white: "#ffffff",
  sun: "#f3e3c3",
  lavender: "#9d97b5",
  lavenderLight: "#bdb8d2",
} as const;

export type PaletteColour = (typeof palette)[keyof typeof palette];

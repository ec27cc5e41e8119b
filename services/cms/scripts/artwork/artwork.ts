/** One piece of artwork: its file name in seed/media, how the content service serves it, and its text. */
export interface Artwork {
  file: string;
  output: "webp" | "svg" | "original";
  alternativeText: string;
  caption: string | null;
  /** Produces the file's SVG text; absent for files made another way (the video). */
  draw?: () => string;
}

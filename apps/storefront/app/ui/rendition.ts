import type { Media } from "../model/media";

/**
 * The address of the narrowest rendition at least `width` pixels wide, or of the original when none
 * is. Its own module, apart from model/media.ts, so the browser's bundle does not take zod with it.
 */
export function renditionAtLeast(file: Media, width: number): string {
  return file.formats.find((format) => format.width >= width)?.url ?? file.url;
}

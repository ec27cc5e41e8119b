import type { Media } from "./media";

/**
 * The narrowest rendition at least `width` pixels wide, or the original when none is: for the
 * places that take one address, not a srcset (a video's poster). Kept apart from media.ts, whose
 * zod schemas the browser's bundle must not carry.
 */
export function renditionAtLeast(file: Media, width: number): Pick<Media, "url" | "width" | "height"> {
  const rendition = file.formats.find((format) => format.width >= width);
  return rendition && (file.width === null || rendition.width < file.width) ? rendition : file;
}

/** A srcset of every rendition and the original, narrowest first; undefined when there is only the one file. */
export function srcSetOf(file: Media): string | undefined {
  const candidates = file.formats.map(({ url, width }) => ({ url, width }));
  if (file.width !== null && !candidates.some((format) => format.width === file.width)) {
    candidates.push({ url: file.url, width: file.width });
  }
  return candidates.length > 1 ? candidates.map((format) => `${format.url} ${format.width}w`).join(", ") : undefined;
}

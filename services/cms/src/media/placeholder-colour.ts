import sharp from "sharp";

/**
 * Painted in a picture's box while it loads (the home hero arrives last on a phone). None for
 * see-through pictures: it would show behind a logo's transparent corners.
 */

const SAMPLE_WIDTH = 64;

/** `#rrggbb` of an opaque raster picture, null for anything else (SVG, video, transparency, unreadable bytes). */
export async function placeholderColourOf(source: Buffer | string): Promise<string | null> {
  try {
    const { data, info } = await sharp(source, { failOn: "error" })
      .resize({ width: SAMPLE_WIDTH, withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return dominantShade(data, info.channels);
  } catch {
    return null;
  }
}

/**
 * 16 levels a channel like sharp's `dominant`, but the fullest level's average: sharp's level middle
 * turns a beige photograph pink (#f4eee8 becomes #f8e8e8).
 */
type Level = { pixels: number; red: number; green: number; blue: number };

function dominantShade(rgba: Buffer, channels: number): string | null {
  const counts = new Map<number, Level>();
  for (let offset = 0; offset < rgba.length; offset += channels) {
    if (rgba[offset + 3] !== 255) return null;
    const [red = 0, green = 0, blue = 0] = rgba.subarray(offset, offset + 3);
    const level = ((red >> 4) << 8) | ((green >> 4) << 4) | (blue >> 4);
    const bin = counts.get(level) ?? { pixels: 0, red: 0, green: 0, blue: 0 };
    bin.pixels += 1;
    bin.red += red;
    bin.green += green;
    bin.blue += blue;
    counts.set(level, bin);
  }
  let fullest: Level | undefined;
  for (const bin of counts.values()) if (!fullest || bin.pixels > fullest.pixels) fullest = bin;
  if (!fullest) return null;
  const { pixels, red, green, blue } = fullest;
  return `#${[red, green, blue]
    .map((sum) =>
      Math.round(sum / pixels)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

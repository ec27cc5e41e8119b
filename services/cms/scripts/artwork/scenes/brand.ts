/** The social sharing image and the measuring video's poster. */
import { palette } from "../palette.js";
import { bedFront } from "../motifs/bed.js";
import { mattress } from "../motifs/measure.js";
import { wallAndFloor } from "../motifs/room.js";
import { measureArrows } from "./measuring.js";
import { svgDocument } from "../svg.js";
import { wordmarkPath, wordmarkWidth } from "../wordmarks.js";

export function ogDefault(): string {
  const xHeight = 46;
  return svgDocument({ width: 1200, height: 630, title: "Bedsmade" }, [
    wallAndFloor(1200, 630, 560, palette.linen),
    wordmarkPath(600 - (wordmarkWidth * xHeight) / 2, 118, xHeight, palette.charcoal),
    bedFront({
      cx: 600,
      floorY: 612,
      width: 520,
      throwColour: palette.sage,
      cushion: palette.blueLight,
      headboardHeight: 18,
    }),
  ]);
}

export function measureHowToPoster(): string {
  const m = { x: 520, y: 430, width: 520, depth: 120, dx: 240, dy: 190 };
  return svgDocument({ width: 1600, height: 900 }, [
    wallAndFloor(1600, 900, 700),
    mattress(m, 3.5),
    measureArrows(m, 3.5, 46),
  ]);
}

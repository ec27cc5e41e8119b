/** The product itself: the set laid out, the hotel corner, the two versions, and the gift packaging. */
import { palette } from "../palette.js";
import { leaf } from "../motifs/nature.js";
import { giftBox } from "../motifs/parcels.js";
import { mattress } from "../motifs/measure.js";
import { flatLay, foldedStack } from "../motifs/textiles.js";
import { wallAndFloor } from "../motifs/room.js";
import { d, g, ink, path, rect, svgDocument } from "../svg.js";

function eucalyptusSprig(x: number, y: number, length: number, angle: number, stroke: number): string {
  const leaves = Array.from({ length: 6 }, (_, i) => {
    const t = (i + 1) / 7;
    const side = i % 2 === 0 ? -1 : 1;
    return leaf(x + length * t, y, length * 0.2, side * 55, i % 3 === 0 ? palette.sage : palette.sageLight, stroke);
  }).join("");
  return g({ transform: `rotate(${angle} ${x} ${y})` }, [
    path(d`M${x} ${y}H${x + length}`, { fill: "none", ...ink(stroke, palette.sageDark) }),
    leaves,
  ]);
}

export function sheetSet(): string {
  const stroke = 3;
  return svgDocument({ width: 1600, height: 1200 }, [
    rect(0, 0, 1600, 1200, { fill: palette.cream }),
    rect(110, 120, 1380, 960, { rx: 24, fill: palette.linen }),
    flatLay(220, 230, 540, 380, "fitted", stroke),
    flatLay(840, 230, 540, 380, "flat", stroke),
    flatLay(330, 690, 360, 260, "pillowcase", stroke),
    flatLay(760, 690, 360, 260, "pillowcase", stroke),
    eucalyptusSprig(1190, 900, 300, -35, stroke),
    path(d`M1180 760q60 -40 110 0t110 0`, { fill: "none", ...ink(7, palette.paper) }),
    path(d`M1180 760q60 -40 110 0t110 0`, { fill: "none", ...ink(1.5), opacity: 0.4 }),
  ]);
}

export function hotelCorner(): string {
  const stroke = 4;
  const m = { x: -200, y: 420, width: 1180, depth: 330, dx: 520, dy: 300 };
  const cx = m.x + m.width;
  const bottom = m.y + m.depth;
  const seam = Array.from({ length: 11 }, (_, i) => d`M${cx + 10} ${m.y + 20 + i * 28}v14`).join("");
  const gathers = Array.from({ length: 14 }, (_, i) => d`M${cx + 20 + i * 36} ${bottom + 8 - i * 20.8}q8 14 18 0`).join(
    "",
  );
  return svgDocument({ width: 1600, height: 1200 }, [
    wallAndFloor(1600, 1200, 980, palette.mist),
    rect(-20, bottom + 10, 1800, 240, { fill: palette.greyLight }),
    mattress(m, stroke),
    path(d`M${cx - 150} ${m.y}L${cx} ${m.y + 170}`, { fill: "none", ...ink(stroke) }),
    path(d`M${cx} ${m.y}L${cx} ${bottom}`, { fill: "none", ...ink(stroke) }),
    path(seam, { fill: "none", ...ink(2.5, palette.blueDark) }),
    path(d`M${m.x} ${bottom - 40}H${cx}L${cx + m.dx} ${bottom - 40 - m.dy}`, {
      fill: "none",
      ...ink(stroke * 0.7),
      opacity: 0.4,
    }),
    path(gathers, { fill: "none", ...ink(2.5, palette.greyDark) }),
    rect(m.x, bottom + 10, m.width, 60, { fill: palette.grey, ...ink(stroke) }),
  ]);
}

export function packaging(): string {
  const stroke = 3.5;
  const stack = foldedStack(560, 840, 520, 70, [palette.white, palette.white, palette.paper], stroke);
  return svgDocument({ width: 1600, height: 1200 }, [
    wallAndFloor(1600, 1200, 840, palette.linen),
    stack.svg,
    giftBox({ x: 900, bottom: 900, width: 440, height: 300, side: 180 }, stroke),
    eucalyptusSprig(240, 900, 260, -10, stroke),
  ]);
}

export function pageProducts(): string {
  const stroke = 3.5;
  const classic = foldedStack(700, 900, 600, 80, [palette.white, palette.white, palette.white, palette.paper], stroke);
  const premium = foldedStack(
    1320,
    900,
    600,
    80,
    [palette.paper, palette.white, palette.white, palette.white, palette.paper],
    stroke,
    palette.blue,
    palette.blueLight,
  );
  return svgDocument({ width: 2000, height: 1200 }, [
    wallAndFloor(2000, 1200, 900, palette.linen),
    rect(0, 900, 2000, 300, { fill: palette.sand }),
    rect(0, 900, 2000, 24, { fill: palette.clay }),
    classic.svg,
    premium.svg,
    eucalyptusSprig(1640, 900, 230, -20, stroke),
  ]);
}

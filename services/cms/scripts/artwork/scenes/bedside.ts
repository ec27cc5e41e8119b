/** Close-ups at the bedside: the contact backgrounds, the blog header and the evening routine. */
import { palette } from "../palette.js";
import { bedsideTable, book, lamp, plant, teaCup } from "../motifs/furniture.js";
import { lavender } from "../motifs/nature.js";
import { bedSide } from "../motifs/bed.js";
import { foldedStack } from "../motifs/textiles.js";
import { wallAndFloor } from "../motifs/room.js";
import { circle, d, ellipse, g, ink, path, rect, svgDocument } from "../svg.js";

function contactScene(
  width: number,
  height: number,
  tableX: number,
  tableWidth: number,
  floorY: number,
  stroke: number,
  bedLength: number,
): string {
  const table = bedsideTable(tableX, floorY, tableWidth, stroke);
  const stack = foldedStack(
    tableX + tableWidth * 0.32,
    table.topY,
    tableWidth * 0.5,
    tableWidth * 0.07,
    [palette.white, palette.white, palette.paper],
    stroke,
  );
  return svgDocument({ width, height }, [
    wallAndFloor(width, height, floorY, palette.linen),
    bedSide(tableX - tableWidth * 0.12, floorY, bedLength, stroke),
    table.svg,
    lamp(tableX + tableWidth * 0.75, table.topY, tableWidth * 0.95, stroke, true, 0.35),
    stack.svg,
    plant(tableX + tableWidth * 1.5, floorY, tableWidth * 1.1, stroke),
  ]);
}

export const contactDesktop = () => contactScene(2400, 1200, 1500, 420, 1000, 4, 1100);
export const contactMobile = () => contactScene(900, 1400, 300, 360, 1180, 3.5, 900);

export function pageBlog(): string {
  const stroke = 4;
  const topY = 760;
  return svgDocument({ width: 2000, height: 1200 }, [
    rect(0, 0, 2000, 1200, { fill: palette.linen }),
    ellipse(1500, 300, 420, 340, { fill: palette.sun, opacity: 0.35 }),
    rect(0, topY, 2000, 60, { fill: palette.paper, ...ink(stroke) }),
    rect(0, topY + 60, 2000, 380, { fill: palette.sand }),
    foldedStack(500, topY, 460, 56, [palette.white, palette.paper], stroke, palette.sage, null).svg,
    g({ transform: `rotate(-6 1050 ${topY - 30})` }, [
      rect(880, topY - 60, 380, 56, { rx: 10, fill: palette.sage, ...ink(stroke) }),
      rect(890, topY - 50, 360, 20, { fill: palette.paper, ...ink(stroke * 0.6) }),
      rect(1180, topY - 66, 18, 80, { fill: palette.blue }),
    ]),
    teaCup(1480, topY, 220, stroke),
    lavender(1740, topY - 150, 300, -8, stroke * 0.8),
    lavender(1760, topY - 150, 260, 10, stroke * 0.8),
    path(d`M1700 ${topY}h120l-14 -160h-92z`, { fill: palette.mist, ...ink(stroke), opacity: 0.9 }),
  ]);
}

/** Evening: a dim blue-grey room, the lamp glowing, a book open on the covers. */
export function blogSleepRoutine(): string {
  const stroke = 3;
  const floorY = 820;
  const table = bedsideTable(980, floorY, 260, stroke);
  return svgDocument({ width: 1600, height: 1000 }, [
    wallAndFloor(1600, 1000, floorY, palette.blueLight),
    rect(0, 0, 1600, 1000, { fill: palette.blueDark, opacity: 0.28 }),
    circle(1240, 140, 46, { fill: palette.paper, opacity: 0.8 }),
    bedSide(940, floorY, 860, stroke),
    g({ transform: "rotate(-4 400 590)" }, [
      path(d`M260 590q70 -40 140 0v30q-70 -36 -140 0z`, { fill: palette.paper, ...ink(stroke) }),
      path(d`M400 590q70 -40 140 0v30q-70 -36 -140 0z`, { fill: palette.paper, ...ink(stroke) }),
    ]),
    table.svg,
    lamp(1110, table.topY, 300, stroke, true, 0.6),
    book(1000, table.topY - 30, 120, 30, palette.sage, stroke),
  ]);
}

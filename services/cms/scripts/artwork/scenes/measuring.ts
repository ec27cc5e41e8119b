/** Measuring up: width, length and depth, drawn on the mattress with a tape and dimension arrows. */
import { palette } from "../palette.js";
import { bedBase, dimension, mattress, tapeMeasure, type MattressBox } from "../motifs/measure.js";
import { floorShadow, wallAndFloor } from "../motifs/room.js";
import { circle, g, rect, svgDocument } from "../svg.js";

function mattressScene(m: MattressBox, stroke: number): string {
  const base = m.depth * 0.55;
  return [
    floorShadow(m.x + m.width / 2 + m.dx / 2, m.y + m.depth + base * 1.35, m.width * 0.62, base * 0.3),
    bedBase(m, base, stroke),
    mattress(m, stroke),
  ].join("");
}

export function measureMattress(): string {
  const stroke = 3.5;
  const m = { x: 240, y: 560, width: 960, depth: 190, dx: 280, dy: 200 };
  const ty = m.y - m.dy * 0.45;
  return svgDocument({ width: 1600, height: 1200 }, [
    wallAndFloor(1600, 1200, 860),
    mattressScene(m, stroke),
    tapeMeasure({
      from: [m.x + m.dx * 0.45, ty],
      to: [m.x + m.width + m.dx * 0.45 + 20, ty],
      width: 34,
      stroke,
      tick: 16,
      withCase: true,
    }),
    dimension([m.x, m.y - m.dy - 90 + 120], [m.x + m.width, m.y - m.dy - 90 + 120], stroke, palette.blueDark),
  ]);
}

export function measureDepth(): string {
  const stroke = 4;
  const m = { x: 120, y: 430, width: 1050, depth: 300, dx: 360, dy: 250 };
  const tx = m.x + m.width * 0.72;
  return svgDocument({ width: 1600, height: 1200 }, [
    wallAndFloor(1600, 1200, 1000, palette.mist),
    mattressScene(m, stroke),
    tapeMeasure({ from: [tx, m.y - 6], to: [tx, m.y + m.depth + 150], width: 40, stroke, tick: 15, withCase: true }),
    dimension([tx - 90, m.y], [tx - 90, m.y + m.depth], stroke, palette.blueDark),
  ]);
}

/** The three measurements of a mattress, in order: width in blue, length in sage, depth in clay. */
export function measureArrowParts(m: MattressBox, stroke: number, gap: number): [string, string, string] {
  return [
    dimension(
      [m.x, m.y + m.depth + gap * 1.9],
      [m.x + m.width, m.y + m.depth + gap * 1.9],
      stroke * 1.4,
      palette.blueDark,
    ),
    dimension(
      [m.x + m.width + gap, m.y + m.depth * 0.2 + gap * 0.4],
      [m.x + m.width + m.dx + gap, m.y + m.depth * 0.2 - m.dy + gap * 0.4],
      stroke * 1.4,
      palette.sageDark,
    ),
    dimension([m.x - gap, m.y], [m.x - gap, m.y + m.depth], stroke * 1.4, palette.clay),
  ];
}

export const measureArrows = (m: MattressBox, stroke: number, gap: number) =>
  measureArrowParts(m, stroke, gap).join("");

export function pageMeasureUp(): string {
  const stroke = 4;
  const m = { x: 560, y: 560, width: 820, depth: 170, dx: 330, dy: 260 };
  return svgDocument({ width: 2000, height: 1200 }, [
    wallAndFloor(2000, 1200, 940),
    mattress(m, stroke),
    measureArrows(m, stroke, 60),
  ]);
}

export function blogMeasuring(): string {
  const stroke = 4;
  const m = { x: -300, y: 420, width: 1400, depth: 280, dx: 560, dy: 360 };
  const corner = m.x + m.width;
  return svgDocument({ width: 1600, height: 1000 }, [
    wallAndFloor(1600, 1000, 900, palette.linen),
    mattressScene(m, stroke),
    tapeMeasure({ from: [corner - 6, m.y + 160], to: [corner - 560, m.y + 160], width: 46, stroke, tick: 18 }),
    tapeMeasure({ from: [corner + 150, m.y - 120], to: [corner - 10, m.y - 2], width: 46, stroke, tick: 18 }),
    g(
      { transform: `rotate(-12 ${corner + 260} ${m.y - 190})` },
      rect(corner + 150, m.y - 300, 220, 220, {
        rx: 60,
        fill: palette.sage,
        stroke: palette.charcoal,
        "stroke-width": stroke,
      }),
    ),
    circle(corner + 255, m.y - 195, 62, { fill: palette.sageLight, stroke: palette.charcoal, "stroke-width": stroke }),
  ]);
}

/** How it works: measure, choose, delivered, as three step badges and one wide page header. */
import { palette } from "../palette.js";
import { mattress } from "../motifs/measure.js";
import { parcel } from "../motifs/parcels.js";
import { foldedStack } from "../motifs/textiles.js";
import { measureArrows } from "./measuring.js";
import { circle, d, g, ink, path, rect, svgDocument } from "../svg.js";

/** Step two: two folded sets, classic and premium, with a tick on the chosen one. */
function choose(cx: number, cy: number, scale: number, stroke: number): string {
  const left = foldedStack(
    cx - 110 * scale,
    cy + 120 * scale,
    190 * scale,
    34 * scale,
    [palette.white, palette.white, palette.paper],
    stroke,
  );
  const right = foldedStack(
    cx + 110 * scale,
    cy + 120 * scale,
    190 * scale,
    34 * scale,
    [palette.paper, palette.white, palette.white, palette.paper],
    stroke,
    palette.blue,
    palette.blueLight,
  );
  return g({}, [
    left.svg,
    right.svg,
    circle(cx + 190 * scale, right.top - 40 * scale, 44 * scale, { fill: palette.sage, ...ink(stroke) }),
    path(d`M${cx + 168 * scale} ${right.top - 40 * scale}l${16 * scale} ${16 * scale}l${30 * scale} ${-32 * scale}`, {
      fill: "none",
      ...ink(stroke * 2.2, palette.white),
    }),
  ]);
}

function measure(cx: number, cy: number, scale: number, stroke: number): string {
  const m = {
    x: cx - 210 * scale,
    y: cy + 10 * scale,
    width: 300 * scale,
    depth: 80 * scale,
    dx: 130 * scale,
    dy: 110 * scale,
  };
  return [mattress(m, stroke), measureArrows(m, stroke, 30 * scale)].join("");
}

function delivered(cx: number, cy: number, scale: number, stroke: number): string {
  return g({}, [
    rect(cx - 230 * scale, cy + 120 * scale, 460 * scale, 24 * scale, {
      rx: 6 * scale,
      fill: palette.greyLight,
      ...ink(stroke),
    }),
    parcel(
      { x: cx - 170 * scale, bottom: cy + 128 * scale, width: 250 * scale, height: 180 * scale, side: 100 * scale },
      stroke,
    ),
    path(
      d`M${cx - 250 * scale} ${cy - 120 * scale}h${90 * scale}M${cx - 280 * scale} ${cy - 80 * scale}h${80 * scale}M${cx - 250 * scale} ${cy - 40 * scale}h${60 * scale}`,
      { fill: "none", ...ink(stroke * 1.4, palette.blue) },
    ),
  ]);
}

function badge(
  draw: (cx: number, cy: number, scale: number, stroke: number) => string,
  background: string,
): () => string {
  return () =>
    svgDocument({ width: 800, height: 800 }, [
      rect(0, 0, 800, 800, { fill: palette.linen }),
      circle(400, 400, 330, { fill: background }),
      draw(400, 380, 1.2, 3),
    ]);
}

export const stepMeasure = badge(measure, palette.sageLight);
export const stepChoose = badge(choose, palette.blueLight);
export const stepDeliver = badge(delivered, palette.sand);

export function pageHowItWorks(): string {
  const stroke = 3.5;
  const centres = [370, 1000, 1630];
  const arrow = (x: number) =>
    path(d`M${x - 60} 600h120m-30 -24l30 24l-30 24`, { fill: "none", ...ink(stroke * 1.4, palette.greyDark) });
  return svgDocument({ width: 2000, height: 1200 }, [
    rect(0, 0, 2000, 1200, { fill: palette.linen }),
    circle(centres[0] ?? 0, 600, 265, { fill: palette.sageLight }),
    circle(centres[1] ?? 0, 600, 265, { fill: palette.blueLight }),
    circle(centres[2] ?? 0, 600, 265, { fill: palette.sand }),
    measure(centres[0] ?? 0, 570, 1.1, stroke),
    choose(centres[1] ?? 0, 550, 1.1, stroke),
    delivered(centres[2] ?? 0, 570, 1.1, stroke),
    arrow(685),
    arrow(1315),
  ]);
}

/** The room around the furniture: wall, floor, window light, curtains, rugs and framed pictures. */
import { palette } from "../palette.js";
import { d, el, g, ink, path, poly, rect, type Point } from "../svg.js";

export function wallAndFloor(width: number, height: number, floorY: number, wall: string = palette.linen): string {
  return [
    rect(0, 0, width, height, { fill: wall }),
    rect(0, floorY, width, height - floorY, { fill: palette.cream }),
    rect(0, floorY - height * 0.012, width, height * 0.012, { fill: palette.paper }),
  ].join("");
}

export interface WindowOptions {
  x: number;
  y: number;
  width: number;
  height: number;
  stroke: number;
  sky?: string;
  open?: boolean;
}

/** A tall two-pane window with a pale sky and a soft hill line seen through it. */
export function windowFrame(o: WindowOptions): string {
  const mid = o.x + o.width / 2;
  const bar = o.y + o.height * 0.42;
  const hill = d`M${o.x} ${o.y + o.height * 0.78}Q${o.x + o.width * 0.3} ${o.y + o.height * 0.66} ${mid} ${o.y + o.height * 0.74}T${o.x + o.width} ${o.y + o.height * 0.7}V${o.y + o.height}H${o.x}Z`;
  const panes = o.open
    ? ""
    : [
        path(d`M${mid} ${o.y}V${o.y + o.height}M${o.x} ${bar}H${o.x + o.width}`, {
          fill: "none",
          ...ink(o.stroke * 1.6, palette.paper),
        }),
      ].join("");
  return g({}, [
    rect(o.x, o.y, o.width, o.height, { fill: o.sky ?? palette.blueLight }),
    path(hill, { fill: palette.sageLight }),
    panes,
    rect(o.x, o.y, o.width, o.height, { fill: "none", ...ink(o.stroke * 2.2, palette.paper) }),
    rect(o.x - o.stroke * 1.1, o.y - o.stroke * 1.1, o.width + o.stroke * 2.2, o.height + o.stroke * 2.2, {
      fill: "none",
      ...ink(o.stroke),
    }),
    rect(o.x - o.width * 0.06, o.y + o.height, o.width * 1.12, o.height * 0.035, {
      fill: palette.paper,
      ...ink(o.stroke),
    }),
  ]);
}

/** A band of sunlight falling from a window: a pale translucent quadrilateral. */
export function sunlight(points: readonly Point[], opacity = 0.45): string {
  return poly(points, { fill: palette.white, opacity });
}

/** A gathered curtain panel hanging from a rail, with soft vertical folds. */
export function curtain(
  x: number,
  y: number,
  width: number,
  height: number,
  colour: string,
  stroke: number,
  sway = 0,
): string {
  const folds = 4;
  const hem = y + height;
  const outline =
    d`M${x} ${y}H${x + width}C${x + width + sway * 0.3} ${y + height * 0.5} ${x + width + sway} ${hem - height * 0.2} ${x + width + sway} ${hem}` +
    wave(x + width + sway, x + sway * 0.6, hem, width / 12, folds * 2) +
    d`C${x + sway * 0.4} ${hem - height * 0.3} ${x} ${y + height * 0.4} ${x} ${y}Z`;
  const foldLines = Array.from({ length: folds - 1 }, (_, i) => {
    const fx = x + (width * (i + 1)) / folds;
    return d`M${fx} ${y + height * 0.04}C${fx} ${y + height * 0.5} ${fx + sway * 0.7} ${hem - height * 0.25} ${fx + sway * 0.8} ${hem - height * 0.02}`;
  }).join("");
  return g({}, [
    path(outline, { fill: colour, ...ink(stroke) }),
    path(foldLines, { fill: "none", ...ink(stroke * 0.7), opacity: 0.45 }),
  ]);
}

/** A scalloped hem from x1 to x2 along y, as path commands continuing the current path. */
function wave(x1: number, x2: number, y: number, amplitude: number, bumps: number): string {
  const step = (x2 - x1) / bumps;
  return Array.from({ length: bumps }, (_, i) => {
    const sx = x1 + step * (i + 0.5);
    const ex = x1 + step * (i + 1);
    return d`Q${sx} ${y + (i % 2 === 0 ? amplitude : -amplitude * 0.3)} ${ex} ${y}`;
  }).join("");
}

export function curtainRail(x1: number, x2: number, y: number, stroke: number): string {
  return g({}, [
    path(d`M${x1} ${y}H${x2}`, { fill: "none", ...ink(stroke * 1.6) }),
    el("circle", { cx: x1, cy: y, r: stroke * 2.2, fill: palette.charcoal }),
    el("circle", { cx: x2, cy: y, r: stroke * 2.2, fill: palette.charcoal }),
  ]);
}

/** A flat oval rug seen in perspective on the floor. */
export function rug(cx: number, cy: number, rx: number, ry: number, colour: string, stroke: number): string {
  return g({}, [
    el("ellipse", { cx, cy, rx, ry, fill: colour, ...ink(stroke) }),
    el("ellipse", { cx, cy, rx: rx * 0.86, ry: ry * 0.78, fill: "none", ...ink(stroke * 0.6), opacity: 0.35 }),
  ]);
}

/** A framed abstract landscape print for the wall (no text, just hills and a sun). */
export function framedPrint(x: number, y: number, width: number, height: number, stroke: number): string {
  const inset = width * 0.1;
  const ix = x + inset;
  const iy = y + inset;
  const iw = width - inset * 2;
  const ih = height - inset * 2;
  return g({}, [
    rect(x, y, width, height, { fill: palette.paper, ...ink(stroke) }),
    rect(ix, iy, iw, ih, { fill: palette.mist }),
    el("circle", { cx: ix + iw * 0.68, cy: iy + ih * 0.38, r: iw * 0.12, fill: palette.sun }),
    path(
      d`M${ix} ${iy + ih * 0.75}Q${ix + iw * 0.35} ${iy + ih * 0.45} ${ix + iw * 0.6} ${iy + ih * 0.7}T${ix + iw} ${iy + ih * 0.6}V${iy + ih}H${ix}Z`,
      {
        fill: palette.sage,
      },
    ),
    rect(ix, iy, iw, ih, { fill: "none", ...ink(stroke * 0.6) }),
  ]);
}

/** A soft contact shadow on the floor under furniture. */
export function floorShadow(cx: number, cy: number, rx: number, ry: number): string {
  return el("ellipse", { cx, cy, rx, ry, fill: palette.greyDark, opacity: 0.18 });
}

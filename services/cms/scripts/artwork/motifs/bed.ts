/**
 * The bed, seen from its foot and a little above: headboard, pillows, a crisp folded-back top sheet
 * over the mattress, the upholstered base and its legs. Every bed illustration uses this one drawing.
 */
import { palette } from "../palette.js";
import { d, g, ink, path, poly, rect } from "../svg.js";
import { floorShadow } from "./room.js";

export interface BedOptions {
  cx: number;
  floorY: number;
  width: number;
  headboard?: string;
  base?: string;
  sheet?: string;
  throwColour?: string | null;
  cushion?: string | null;
  unmade?: boolean;
  headboardHeight?: number;
}

export interface BedGeometry {
  u: number;
  cx: number;
  frontLeft: number;
  frontRight: number;
  frontTop: number;
  backTop: number;
  mattressBottom: number;
  backLeft: number;
  backRight: number;
}

export function bedGeometry(o: BedOptions): BedGeometry {
  const u = o.width / 100;
  const mattressBottom = o.floorY - 4 * u - 9 * u;
  const frontTop = mattressBottom - 14 * u;
  return {
    u,
    cx: o.cx,
    frontLeft: o.cx - o.width / 2,
    frontRight: o.cx + o.width / 2,
    frontTop,
    backTop: frontTop - 30 * u,
    mattressBottom,
    backLeft: o.cx - o.width * 0.43,
    backRight: o.cx + o.width * 0.43,
  };
}

/** A pillow: a soft rectangle whose sides bulge a little, with its seam drawn inside. */
export function pillow(
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  stroke: number,
  tilt = 0,
): string {
  const bulge = height * 0.12;
  const outline = d`M${x + width * 0.04} ${y + height * 0.08}Q${x + width / 2} ${y - bulge} ${x + width * 0.96} ${y + height * 0.08}Q${x + width + bulge} ${y + height / 2} ${x + width * 0.96} ${y + height * 0.92}Q${x + width / 2} ${y + height + bulge * 0.6} ${x + width * 0.04} ${y + height * 0.92}Q${x - bulge} ${y + height / 2} ${x + width * 0.04} ${y + height * 0.08}Z`;
  const seam = d`M${x + width * 0.1} ${y + height * 0.22}Q${x + width / 2} ${y + height * 0.08} ${x + width * 0.9} ${y + height * 0.22}`;
  return g(tilt === 0 ? {} : { transform: `rotate(${tilt} ${x + width / 2} ${y + height / 2})` }, [
    path(outline, { fill, ...ink(stroke) }),
    path(seam, { fill: "none", ...ink(stroke * 0.6), opacity: 0.4 }),
  ]);
}

function headboard(o: BedOptions, b: BedGeometry, stroke: number): string {
  const { u } = b;
  const left = b.backLeft - 4 * u;
  const right = b.backRight + 4 * u;
  const top = b.backTop - (o.headboardHeight ?? 34) * u;
  const bottom = b.backTop + 8 * u;
  const channels = 6;
  const step = (right - left) / channels;
  const lines = Array.from(
    { length: channels - 1 },
    (_, i) => d`M${left + step * (i + 1)} ${top + 3 * u}V${bottom}`,
  ).join("");
  return g({}, [
    path(
      d`M${left} ${bottom}V${top + 5 * u}Q${left} ${top} ${left + 5 * u} ${top}H${right - 5 * u}Q${right} ${top} ${right} ${top + 5 * u}V${bottom}Z`,
      {
        fill: o.headboard ?? palette.sageLight,
        ...ink(stroke),
      },
    ),
    path(lines, { fill: "none", ...ink(stroke * 0.6), opacity: 0.3 }),
  ]);
}

function madeCovers(o: BedOptions, b: BedGeometry, stroke: number): string {
  const { u } = b;
  const at = (t: number) => {
    const y = b.backTop + (b.frontTop - b.backTop) * t;
    const left = b.backLeft + (b.frontLeft - b.backLeft) * t;
    const right = b.backRight + (b.frontRight - b.backRight) * t;
    return { y, left: left - 1.5 * u, right: right + 1.5 * u };
  };
  const fold = at(0.38);
  const band = at(0.5);
  const hem = b.mattressBottom + 3 * u;
  const sheet = o.sheet ?? palette.white;
  const parts = [
    poly(
      [
        [fold.left, fold.y],
        [fold.right, fold.y],
        [b.frontRight + 1.5 * u, b.frontTop],
        [b.frontLeft - 1.5 * u, b.frontTop],
      ],
      { fill: sheet, ...ink(stroke) },
    ),
    poly(
      [
        [fold.left, fold.y],
        [fold.right, fold.y],
        [band.right, band.y],
        [band.left, band.y],
      ],
      { fill: palette.paper, ...ink(stroke) },
    ),
    path(d`M${band.left + 2 * u} ${band.y + 1.2 * u}H${band.right - 2 * u}`, {
      fill: "none",
      ...ink(stroke * 0.5),
      opacity: 0.25,
    }),
    path(
      d`M${b.frontLeft - 1.5 * u} ${b.frontTop}H${b.frontRight + 1.5 * u}V${hem}Q${b.frontRight - 8 * u} ${hem + 1.2 * u} ${b.cx} ${hem}Q${b.frontLeft + 8 * u} ${hem + 1.2 * u} ${b.frontLeft - 1.5 * u} ${hem}Z`,
      {
        fill: palette.linen,
        ...ink(stroke),
      },
    ),
  ];
  if (o.throwColour) {
    const t1 = at(0.74);
    const t2 = at(0.92);
    parts.push(
      poly(
        [
          [t1.left, t1.y],
          [t1.right, t1.y],
          [t2.right, t2.y],
          [t2.left, t2.y],
        ],
        { fill: o.throwColour, ...ink(stroke) },
      ),
      path(d`M${t1.left} ${t1.y + (t2.y - t1.y) * 0.5}H${t1.right}`, {
        fill: "none",
        ...ink(stroke * 0.5),
        opacity: 0.3,
      }),
    );
  }
  return parts.join("");
}

/** The slept-in version: a rumpled cover pushed aside, showing the fitted sheet beneath. */
function unmadeCovers(b: BedGeometry, stroke: number): string {
  const { u } = b;
  const hem = b.mattressBottom + 5 * u;
  const cover = d`M${b.backLeft + 18 * u} ${b.backTop + 9 * u}Q${b.cx + 8 * u} ${b.backTop + 4 * u} ${b.backRight - 6 * u} ${b.backTop + 14 * u}Q${b.frontRight + 6 * u} ${b.frontTop - 6 * u} ${b.frontRight + 3 * u} ${b.frontTop + 2 * u}L${b.frontRight + 4 * u} ${hem + 2 * u}Q${b.frontRight - 12 * u} ${hem - 2 * u} ${b.cx + 14 * u} ${hem + 3 * u}Q${b.cx} ${hem - 1 * u} ${b.cx - 12 * u} ${b.frontTop + 6 * u}Q${b.cx - 22 * u} ${b.frontTop - 4 * u} ${b.frontLeft + 16 * u} ${b.frontTop - 10 * u}Q${b.backLeft} ${b.backTop + 22 * u} ${b.backLeft + 18 * u} ${b.backTop + 9 * u}Z`;
  const creases = d`M${b.cx - 20 * u} ${b.frontTop - 12 * u}Q${b.cx - 4 * u} ${b.frontTop - 20 * u} ${b.cx + 18 * u} ${b.backTop + 16 * u}M${b.cx - 2 * u} ${b.frontTop - 2 * u}Q${b.cx + 14 * u} ${b.frontTop - 10 * u} ${b.frontRight - 8 * u} ${b.frontTop - 14 * u}M${b.cx + 22 * u} ${hem - 2 * u}Q${b.cx + 26 * u} ${b.frontTop + 6 * u} ${b.frontRight - 4 * u} ${b.frontTop + 4 * u}`;
  return [
    rect(b.frontLeft, b.frontTop, b.frontRight - b.frontLeft, b.mattressBottom - b.frontTop, {
      fill: palette.linen,
      ...ink(stroke),
    }),
    path(cover, { fill: palette.paper, ...ink(stroke) }),
    path(creases, { fill: "none", ...ink(stroke * 0.6), opacity: 0.35 }),
  ].join("");
}

/** The whole bed, back to front, with a soft shadow on the floor. */
export function bedFront(o: BedOptions): string {
  const b = bedGeometry(o);
  const { u } = b;
  const stroke = Math.max(1.5, u * 0.32);
  const pillowWidth = (b.backRight - b.backLeft) * 0.44;
  const pillowHeight = 14 * u;
  const pillowY = b.backTop - 5 * u;
  const pillows = o.unmade
    ? [
        pillow(b.backLeft + 3 * u, pillowY + 2 * u, pillowWidth, pillowHeight, palette.white, stroke, -7),
        pillow(b.backRight - pillowWidth - 1 * u, pillowY - 1 * u, pillowWidth, pillowHeight, palette.white, stroke, 9),
      ]
    : [
        pillow(b.backLeft + 4 * u, pillowY, pillowWidth, pillowHeight, palette.white, stroke),
        pillow(b.backRight - pillowWidth - 4 * u, pillowY, pillowWidth, pillowHeight, palette.white, stroke),
        o.cushion ? pillow(b.cx - 11 * u, pillowY + 8 * u, 22 * u, 10 * u, o.cushion, stroke) : "",
      ];
  const legs = [b.frontLeft + 5 * u, b.frontRight - 8 * u]
    .map((x) => rect(x, o.floorY - 4 * u, 3 * u, 4 * u, { fill: palette.charcoal }))
    .join("");
  return g({}, [
    floorShadow(o.cx, o.floorY, o.width * 0.56, 3 * u),
    headboard(o, b, stroke),
    rect(b.frontLeft - 1 * u, b.mattressBottom, o.width + 2 * u, 9 * u, {
      rx: 1.5 * u,
      fill: o.base ?? palette.greyLight,
      ...ink(stroke),
    }),
    legs,
    poly(
      [
        [b.backLeft, b.backTop],
        [b.backRight, b.backTop],
        [b.frontRight, b.frontTop],
        [b.frontLeft, b.frontTop],
      ],
      { fill: palette.white, ...ink(stroke) },
    ),
    pillows.join(""),
    o.unmade ? unmadeCovers(b, stroke) : madeCovers(o, b, stroke),
  ]);
}

/**
 * The bed from its long side, head at `headX` and the foot running off towards `direction` -1 (left)
 * or 1 (right): headboard, pillow leaning on it, the top sheet folded back and draping over the side.
 */
export function bedSide(
  headX: number,
  floorY: number,
  length: number,
  stroke: number,
  direction: -1 | 1 = -1,
  headboard: string = palette.sageLight,
): string {
  const L = length;
  const top = floorY - L * 0.26;
  const far = headX + direction * L * 1.2;
  const span = (a: number, b: number) =>
    [Math.min(headX + direction * a, headX + direction * b), Math.abs(b - a)] as const;
  const [bedX, bedW] = span(0, L * 1.2);
  const [foldX, foldW] = span(L * 0.3, L * 0.38);
  const [coverX, coverW] = span(L * 0.3, L * 1.2);
  const boardW = L * 0.05;
  const pillowX = direction === -1 ? headX - L * 0.27 : headX + L * 0.04;
  return g({}, [
    floorShadow(headX + direction * L * 0.6, floorY, L * 0.7, L * 0.02),
    rect(direction === -1 ? headX : headX - boardW, top - L * 0.38, boardW, floorY - top + L * 0.38, {
      rx: boardW * 0.4,
      fill: headboard,
      ...ink(stroke),
    }),
    rect(bedX, floorY - L * 0.12, bedW, L * 0.09, { fill: palette.greyLight, ...ink(stroke) }),
    rect(headX + direction * L * 0.06 - (direction === -1 ? L * 0.03 : 0), floorY - L * 0.03, L * 0.03, L * 0.03, {
      fill: palette.charcoal,
    }),
    rect(bedX, top, bedW, L * 0.14, { fill: palette.white, ...ink(stroke) }),
    pillow(pillowX, top - L * 0.12, L * 0.23, L * 0.13, palette.white, stroke, direction * 8),
    path(
      d`M${coverX} ${top - L * 0.01}H${coverX + coverW}V${top + L * 0.17}Q${coverX + coverW * 0.5} ${top + L * 0.19} ${coverX} ${top + L * 0.17}Z`,
      { fill: palette.paper, ...ink(stroke) },
    ),
    rect(foldX, top - L * 0.015, foldW, L * 0.185, { rx: L * 0.01, fill: palette.white, ...ink(stroke) }),
    path(d`M${Math.min(far, coverX)} ${top + L * 0.08}H${Math.max(far, coverX + coverW)}`, {
      fill: "none",
      ...ink(stroke * 0.5),
      opacity: 0.2,
    }),
  ]);
}

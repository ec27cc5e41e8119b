/** Boxes: the shipping parcel, its labels, and the premium gift box tied with a cotton ribbon. */
import { palette } from "../palette.js";
import { d, g, ink, path, poly, rect, type Point } from "../svg.js";
import { floorShadow } from "./room.js";

export interface BoxShape {
  x: number;
  /** the bottom of the front face */
  bottom: number;
  width: number;
  height: number;
  /** receding side, drawn up and to the right */
  side: number;
}

function boxFaces(b: BoxShape, front: string, side: string, top: string, stroke: number): string {
  const t = b.bottom - b.height;
  const dx = b.side;
  const dy = b.side * 0.55;
  const r = b.x + b.width;
  return [
    poly(
      [
        [b.x, t],
        [b.x + dx, t - dy],
        [r + dx, t - dy],
        [r, t],
      ],
      { fill: top, ...ink(stroke) },
    ),
    poly(
      [
        [r, t],
        [r + dx, t - dy],
        [r + dx, b.bottom - dy],
        [r, b.bottom],
      ],
      { fill: side, ...ink(stroke) },
    ),
    rect(b.x, t, b.width, b.height, { fill: front, ...ink(stroke) }),
  ].join("");
}

export type LabelKind = "address" | "return";

/** A shipping parcel with its tape and a label; the return label carries a curved return arrow. */
export function parcel(b: BoxShape, stroke: number, label: LabelKind = "address"): string {
  const t = b.bottom - b.height;
  const dy = b.side * 0.55;
  const mid = b.x + b.width / 2;
  const lw = b.width * 0.42;
  const lh = b.height * 0.34;
  const lx = b.x + b.width * 0.46;
  const ly = t + b.height * 0.42;
  const lines = d`M${lx + lw * 0.1} ${ly + lh * 0.3}H${lx + lw * 0.6}M${lx + lw * 0.1} ${ly + lh * 0.5}H${lx + lw * 0.75}M${lx + lw * 0.1} ${ly + lh * 0.7}H${lx + lw * 0.5}`;
  const returnArrow = d`M${lx + lw * 0.78} ${ly + lh * 0.72}A${lh * 0.22} ${lh * 0.22} 0 1 0 ${lx + lw * 0.62} ${ly + lh * 0.3}M${lx + lw * 0.62} ${ly + lh * 0.3}l${lh * 0.02} ${-lh * 0.14}M${lx + lw * 0.62} ${ly + lh * 0.3}l${lh * 0.14} ${lh * 0.02}`;
  const labelMarks =
    label === "address"
      ? path(lines, { fill: "none", ...ink(stroke * 0.8, palette.greyDark) })
      : [
          rect(lx, ly, lw * 0.22, lh, { fill: palette.sage }),
          path(
            d`M${lx + lw * 0.3} ${ly + lh * 0.3}H${lx + lw * 0.5}M${lx + lw * 0.3} ${ly + lh * 0.5}H${lx + lw * 0.46}M${lx + lw * 0.3} ${ly + lh * 0.7}H${lx + lw * 0.5}`,
            {
              fill: "none",
              ...ink(stroke * 0.8, palette.greyDark),
            },
          ),
          path(returnArrow, { fill: "none", ...ink(stroke * 1.2, palette.blueDark) }),
        ].join("");
  return g({}, [
    floorShadow(b.x + b.width / 2 + b.side / 2, b.bottom, b.width * 0.7, b.height * 0.06),
    boxFaces(b, palette.sand, palette.clay, palette.cream, stroke),
    poly(
      [
        [mid - b.width * 0.06, t],
        [mid - b.width * 0.06 + b.side, t - dy],
        [mid + b.width * 0.06 + b.side, t - dy],
        [mid + b.width * 0.06, t],
      ],
      {
        fill: palette.paper,
        opacity: 0.8,
      },
    ),
    rect(mid - b.width * 0.06, t, b.width * 0.12, b.height * 0.28, { fill: palette.paper, opacity: 0.8 }),
    rect(lx, ly, lw, lh, { rx: lh * 0.06, fill: palette.white, ...ink(stroke) }),
    labelMarks,
  ]);
}

/** The premium gift box: a lidded box in soft sage, tied both ways with a cotton ribbon and bow. */
export function giftBox(b: BoxShape, stroke: number): string {
  const t = b.bottom - b.height;
  const dy = b.side * 0.55;
  const lid = b.height * 0.22;
  const mid = b.x + b.width * 0.5;
  const ribbon = b.width * 0.05;
  const topMid: Point = [mid + b.side * 0.5, t - dy * 0.5];
  const [bx, by] = topMid;
  const loop = b.width * 0.16;
  return g({}, [
    floorShadow(b.x + b.width / 2 + b.side / 2, b.bottom, b.width * 0.75, b.height * 0.06),
    boxFaces(b, palette.sageLight, palette.sage, palette.sageLight, stroke),
    path(d`M${b.x} ${t + lid}H${b.x + b.width}L${b.x + b.width + b.side} ${t + lid - dy}`, {
      fill: "none",
      ...ink(stroke),
    }),
    rect(mid - ribbon / 2, t, ribbon, b.height, { fill: palette.paper, ...ink(stroke * 0.7) }),
    poly(
      [
        [b.x + b.width, t + b.height * 0.55],
        [b.x + b.width + b.side, t + b.height * 0.55 - dy],
        [b.x + b.width + b.side, t + b.height * 0.55 - dy + ribbon],
        [b.x + b.width, t + b.height * 0.55 + ribbon],
      ],
      {
        fill: palette.paper,
        ...ink(stroke * 0.7),
      },
    ),
    poly(
      [
        [mid - ribbon / 2, t],
        [mid - ribbon / 2 + b.side, t - dy],
        [mid + ribbon / 2 + b.side, t - dy],
        [mid + ribbon / 2, t],
      ],
      { fill: palette.paper, ...ink(stroke * 0.7) },
    ),
    poly(
      [
        [b.x + b.side * 0.5, t - dy * 0.5 - ribbon / 2],
        [b.x + b.width + b.side * 0.5, t - dy * 0.5 - ribbon / 2],
        [b.x + b.width + b.side * 0.5, t - dy * 0.5 + ribbon / 2],
        [b.x + b.side * 0.5, t - dy * 0.5 + ribbon / 2],
      ],
      {
        fill: palette.paper,
        ...ink(stroke * 0.7),
      },
    ),
    path(d`M${bx} ${by}C${bx - loop} ${by - loop * 0.9} ${bx - loop * 1.4} ${by + loop * 0.1} ${bx} ${by}Z`, {
      fill: palette.paper,
      ...ink(stroke),
    }),
    path(d`M${bx} ${by}C${bx + loop} ${by - loop * 0.9} ${bx + loop * 1.4} ${by + loop * 0.1} ${bx} ${by}Z`, {
      fill: palette.paper,
      ...ink(stroke),
    }),
    path(
      d`M${bx} ${by}q${-loop * 0.3} ${loop * 0.5} ${-loop * 0.6} ${loop * 0.9}M${bx} ${by}q${loop * 0.3} ${loop * 0.5} ${loop * 0.5} ${loop}`,
      { fill: "none", ...ink(stroke * 1.6, palette.paper) },
    ),
    path(
      d`M${bx} ${by}q${-loop * 0.3} ${loop * 0.5} ${-loop * 0.6} ${loop * 0.9}M${bx} ${by}q${loop * 0.3} ${loop * 0.5} ${loop * 0.5} ${loop}`,
      { fill: "none", ...ink(stroke * 0.5), opacity: 0.6 },
    ),
    path(
      d`M${bx - ribbon * 0.5} ${by}a${ribbon * 0.5} ${ribbon * 0.4} 0 1 0 ${ribbon} 0a${ribbon * 0.5} ${ribbon * 0.4} 0 1 0 ${-ribbon} 0Z`,
      { fill: palette.paper, ...ink(stroke) },
    ),
  ]);
}

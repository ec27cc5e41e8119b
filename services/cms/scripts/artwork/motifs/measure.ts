/** Measuring: a mattress drawn as a box, the tape measure laid along any edge, and dimension arrows. */
import { palette } from "../palette.js";
import { d, g, ink, path, poly, rect, type Point } from "../svg.js";

export interface MattressBox {
  /** front-left-top corner */
  x: number;
  y: number;
  width: number;
  depth: number;
  /** the receding length, drawn as an offset up and to the right */
  dx: number;
  dy: number;
}

/** A mattress in oblique view: top, front and right side faces, with the sheet's piping and hotel corner fold. */
export function mattress(m: MattressBox, stroke: number, top: string = palette.white): string {
  const { x, y, width, depth, dx, dy } = m;
  const corners = {
    ftl: [x, y] as Point,
    ftr: [x + width, y] as Point,
    fbl: [x, y + depth] as Point,
    fbr: [x + width, y + depth] as Point,
    btl: [x + dx, y - dy] as Point,
    btr: [x + width + dx, y - dy] as Point,
    bbr: [x + width + dx, y + depth - dy] as Point,
  };
  const r = depth * 0.18;
  return g({}, [
    poly([corners.ftl, corners.btl, corners.btr, corners.ftr], { fill: top, ...ink(stroke) }),
    poly([corners.ftr, corners.btr, corners.bbr, corners.fbr], { fill: palette.cream, ...ink(stroke) }),
    rect(x, y, width, depth, { rx: r * 0.3, fill: palette.linen, ...ink(stroke) }),
    path(d`M${x + width - depth * 0.2} ${y}L${x + width} ${y + depth * 0.35}`, {
      fill: "none",
      ...ink(stroke * 0.7),
      opacity: 0.4,
    }),
    path(d`M${x + r} ${y + depth * 0.82}H${x + width - r}`, { fill: "none", ...ink(stroke * 0.7), opacity: 0.3 }),
  ]);
}

export interface TapeOptions {
  from: Point;
  to: Point;
  width: number;
  stroke: number;
  /** distance between minor ticks, in drawing units */
  tick: number;
  /** draw the case at the `to` end */
  withCase?: boolean;
}

/** A tape measure laid straight from one point to another: the blade with its ticks, the hook and the case. */
export function tapeMeasure(o: TapeOptions): string {
  const [x1, y1] = o.from;
  const [x2, y2] = o.to;
  const length = Math.hypot(x2 - x1, y2 - y1);
  const angle = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI;
  const w = o.width;
  const ticks = Array.from({ length: Math.floor(length / o.tick) }, (_, i) => {
    const tx = (i + 1) * o.tick;
    const size = (i + 1) % 10 === 0 ? 0.6 : (i + 1) % 5 === 0 ? 0.45 : 0.25;
    return d`M${tx} ${-w / 2}v${w * size}`;
  }).join("");
  const caseSize = w * 3.2;
  const tapeCase = o.withCase
    ? g({}, [
        rect(length - caseSize * 0.1, -caseSize / 2, caseSize, caseSize, {
          rx: caseSize * 0.28,
          fill: palette.sage,
          ...ink(o.stroke),
        }),
        path(d`M${length + caseSize * 0.4} ${-caseSize * 0.22}a${caseSize * 0.22} ${caseSize * 0.22} 0 1 0 0.1 0Z`, {
          fill: palette.sageLight,
          ...ink(o.stroke),
        }),
        rect(length - caseSize * 0.1, caseSize * 0.3, caseSize, caseSize * 0.2, {
          rx: caseSize * 0.1,
          fill: palette.sageDark,
        }),
      ])
    : "";
  return g({ transform: `translate(${x1} ${y1}) rotate(${Math.round(angle * 100) / 100})` }, [
    rect(0, -w / 2, length, w, { fill: palette.sun, ...ink(o.stroke) }),
    path(ticks, { fill: "none", ...ink(o.stroke * 0.6) }),
    rect(-w * 0.25, -w * 0.65, w * 0.35, w * 1.3, { rx: w * 0.08, fill: palette.greyDark, ...ink(o.stroke * 0.8) }),
    tapeCase,
  ]);
}

/** A dimension line with arrowheads and end stops, in the muted blue accent. */
export function dimension(from: Point, to: Point, stroke: number, colour: string = palette.blueDark): string {
  const [x1, y1] = from;
  const [x2, y2] = to;
  const angle = Math.atan2(y2 - y1, x2 - x1);
  const head = stroke * 5;
  const arrow = ([px, py]: Point, dir: number) => {
    const a1 = angle + dir * Math.PI + 0.45;
    const a2 = angle + dir * Math.PI - 0.45;
    return d`M${px + Math.cos(a1) * head} ${py + Math.sin(a1) * head}L${px} ${py}L${px + Math.cos(a2) * head} ${py + Math.sin(a2) * head}`;
  };
  const nx = -Math.sin(angle) * head * 0.8;
  const ny = Math.cos(angle) * head * 0.8;
  return path(
    d`M${x1} ${y1}L${x2} ${y2}M${x1 - nx} ${y1 - ny}L${x1 + nx} ${y1 + ny}M${x2 - nx} ${y2 - ny}L${x2 + nx} ${y2 + ny}` +
      arrow(from, 0) +
      arrow(to, 1),
    { fill: "none", ...ink(stroke, colour) },
  );
}

/** The bed base under a mattress box: the same oblique faces, in upholstered grey, on short legs. */
export function bedBase(m: MattressBox, height: number, stroke: number): string {
  const top = m.y + m.depth;
  const right = m.x + m.width;
  const leg = height * 0.35;
  return g({}, [
    poly(
      [
        [right, top],
        [right + m.dx, top - m.dy],
        [right + m.dx, top - m.dy + height],
        [right, top + height],
      ],
      { fill: palette.grey, ...ink(stroke) },
    ),
    rect(m.x, top, m.width, height, { rx: height * 0.08, fill: palette.greyLight, ...ink(stroke) }),
    rect(m.x + m.width * 0.04, top + height, height * 0.3, leg, { fill: palette.charcoal }),
    rect(right - m.width * 0.04 - height * 0.3, top + height, height * 0.3, leg, { fill: palette.charcoal }),
    rect(right + m.dx - height * 0.4, top - m.dy + height, height * 0.26, leg * 0.8, { fill: palette.charcoal }),
  ]);
}

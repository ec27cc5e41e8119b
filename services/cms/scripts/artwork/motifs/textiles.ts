/** Sheets and fabric: folded stacks, flat-lay sets, swatches, bolts and the sateen weave. */
import { palette } from "../palette.js";
import { d, el, g, ink, path, rect } from "../svg.js";

/** A folded sheet seen from the front and a little above: its top face and the layered fold edge. */
export function foldedSheet(
  x: number,
  bottom: number,
  width: number,
  height: number,
  colour: string,
  stroke: number,
  tag: string | null = null,
): string {
  const top = bottom - height;
  const depth = height * 0.9;
  const inset = width * 0.05;
  const layers = Array.from({ length: 3 }, (_, i) => {
    const y = top + (height * (i + 1)) / 4;
    return d`M${x + height * 0.25} ${y}H${x + width - height * 0.1}`;
  }).join("");
  return g({}, [
    path(d`M${x + inset} ${top - depth}H${x + width - inset}L${x + width} ${top}H${x}Z`, {
      fill: colour,
      ...ink(stroke),
    }),
    path(d`M${x + inset * 1.6} ${top - depth * 0.45}H${x + width - inset * 1.6}`, {
      fill: "none",
      ...ink(stroke * 0.6),
      opacity: 0.3,
    }),
    rect(x, top, width, height, { rx: height * 0.35, fill: colour, ...ink(stroke) }),
    path(layers, { fill: "none", ...ink(stroke * 0.6), opacity: 0.35 }),
    tag === null
      ? ""
      : rect(x + width * 0.72, top - depth * 0.62, width * 0.12, depth * 0.5, { fill: tag, ...ink(stroke * 0.8) }),
  ]);
}

/** A stack of folded pieces, widest at the bottom. Returns the drawing and the top of the stack. */
export function foldedStack(
  cx: number,
  bottom: number,
  width: number,
  layerHeight: number,
  colours: readonly string[],
  stroke: number,
  tag: string = palette.sage,
  ribbon: string | null = palette.sand,
): { svg: string; top: number } {
  let y = bottom;
  const parts = colours.map((colour, i) => {
    const w = width * (1 - i * 0.03);
    const part = foldedSheet(cx - w / 2, y, w, layerHeight, colour, stroke, i === colours.length - 1 ? tag : null);
    y -= layerHeight;
    return part;
  });
  const top = y - layerHeight * 0.9;
  const band = width * 0.07;
  const ribbonBand =
    ribbon === null
      ? ""
      : [
          rect(cx - width * 0.28, y, band, bottom - y, { fill: ribbon, ...ink(stroke * 0.7) }),
          path(
            d`M${cx - width * 0.28 + width * 0.015} ${y}L${cx - width * 0.28 + width * 0.03} ${top}H${cx - width * 0.28 + band}L${cx - width * 0.28 + band} ${y}Z`,
            {
              fill: ribbon,
              ...ink(stroke * 0.7),
            },
          ),
        ].join("");
  return { svg: parts.join("") + ribbonBand, top };
}

export type FlatLayPiece = "fitted" | "flat" | "pillowcase";

/** A folded piece seen from directly above, as in a flat lay: hems, folds and, for the fitted sheet, its elastic. */
export function flatLay(
  x: number,
  y: number,
  width: number,
  height: number,
  piece: FlatLayPiece,
  stroke: number,
): string {
  const body = rect(x, y, width, height, { rx: width * 0.03, fill: palette.white, ...ink(stroke) });
  const fold = path(d`M${x + width * 0.06} ${y + height * 0.7}H${x + width * 0.94}`, {
    fill: "none",
    ...ink(stroke * 0.6),
    opacity: 0.25,
  });
  const shade = rect(x, y + height * 0.7, width, height * 0.3, { rx: width * 0.03, fill: palette.linen, opacity: 0.5 });
  const details: Record<FlatLayPiece, string> = {
    fitted: path(
      d`M${x + width * 0.08} ${y + height * 0.1}` +
        Array.from(
          { length: 12 },
          (_, i) => d`q${width * 0.035} ${i % 2 === 0 ? -height * 0.03 : height * 0.03} ${width * 0.07} 0`,
        ).join(""),
      { fill: "none", ...ink(stroke * 0.8, palette.greyDark) },
    ),
    flat: rect(x + width * 0.05, y + height * 0.08, width * 0.9, height * 0.14, {
      fill: palette.paper,
      ...ink(stroke * 0.7),
    }),
    pillowcase: path(
      d`M${x + width * 0.05} ${y + height * 0.22}H${x + width * 0.95}M${x + width * 0.05} ${y + height * 0.28}H${x + width * 0.95}`,
      {
        fill: "none",
        ...ink(stroke * 0.6),
        opacity: 0.45,
      },
    ),
  };
  const layers = Array.from({ length: 4 }, (_, i) => {
    const inset = height * 0.05 * (i + 1);
    return d`M${x + width - width * 0.012 * (i + 1)} ${y + inset}V${y + height - inset}`;
  }).join("");
  return g({}, [
    rect(x + width * 0.02, y + height * 0.04, width, height, {
      rx: width * 0.03,
      fill: palette.greyDark,
      opacity: 0.15,
    }),
    body,
    shade,
    fold,
    path(layers, { fill: "none", ...ink(stroke * 0.5), opacity: 0.35 }),
    path(d`M${x + width * 0.15} ${y + height * 0.95}L${x + width * 0.55} ${y + height * 0.05}`, {
      fill: "none",
      ...ink(width * 0.08, palette.white),
      opacity: 0.35,
    }),
    details[piece],
  ]);
}

/** The sateen weave: long warp floats stepped across rows, the structure that gives sateen its sheen. */
export function sateenPattern(id: string, cell: number, base: string, float: string, line: string): string {
  const rows = 5;
  const floats = Array.from({ length: rows }, (_, row) => {
    const shift = (row * 2) % rows;
    const y = row * cell + cell * 0.12;
    // Each float also appears one tile to the left so that it wraps seamlessly across the tile edge.
    return [shift, shift - rows]
      .map((start) =>
        rect(start * cell + cell * 0.08, y, cell * 3.84, cell * 0.76, {
          rx: cell * 0.38,
          fill: float,
          stroke: line,
          "stroke-width": cell * 0.05,
        }),
      )
      .join("");
  }).join("");
  const size = rows * cell;
  return el("pattern", { id, width: size, height: size, patternUnits: "userSpaceOnUse" }, [
    rect(0, 0, size, size, { fill: base }),
    floats,
  ]);
}

/** A fabric swatch with softly waved edges, filled with a colour and a faint weave. */
export function swatch(x: number, y: number, size: number, colour: string, patternId: string, stroke: number): string {
  const wob = size * 0.015;
  const edge = d`M${x} ${y}Q${x + size * 0.25} ${y - wob} ${x + size / 2} ${y}T${x + size} ${y}Q${x + size + wob} ${y + size * 0.25} ${x + size} ${y + size / 2}T${x + size} ${y + size}Q${x + size * 0.75} ${y + size + wob} ${x + size / 2} ${y + size}T${x} ${y + size}Q${x - wob} ${y + size * 0.75} ${x} ${y + size / 2}T${x} ${y}Z`;
  return g({}, [
    path(edge, { fill: palette.greyDark, opacity: 0.15, transform: `translate(${size * 0.02} ${size * 0.03})` }),
    path(edge, { fill: colour, ...ink(stroke) }),
    path(edge, { fill: `url(#${patternId})`, opacity: 0.5 }),
    path(d`M${x + size * 0.1} ${y + size * 0.9}L${x + size * 0.9} ${y + size * 0.1}`, {
      fill: "none",
      ...ink(size * 0.12, palette.white),
      opacity: 0.25,
    }),
    path(d`M${x + size * 0.35} ${y + size * 0.98}L${x + size * 0.98} ${y + size * 0.35}`, {
      fill: "none",
      ...ink(size * 0.05, palette.white),
      opacity: 0.2,
    }),
  ]);
}

/** A bolt of fabric lying on its side: a cylinder with the loose end trailing forward. */
export function fabricBolt(
  x: number,
  y: number,
  length: number,
  radius: number,
  colour: string,
  stroke: number,
): string {
  return g({}, [
    path(d`M${x} ${y - radius}H${x + length}A${radius * 0.35} ${radius} 0 0 1 ${x + length} ${y + radius}H${x}Z`, {
      fill: colour,
      ...ink(stroke),
    }),
    path(
      d`M${x + length * 0.3} ${y + radius}Q${x + length * 0.34} ${y + radius * 1.7} ${x + length * 0.2} ${y + radius * 2.2}H${x + length * 0.8}Q${x + length * 0.94} ${y + radius * 1.7} ${x + length * 0.9} ${y + radius}Z`,
      {
        fill: colour,
        ...ink(stroke),
      },
    ),
    el("ellipse", { cx: x, cy: y, rx: radius * 0.35, ry: radius, fill: palette.paper, ...ink(stroke) }),
    el("ellipse", { cx: x, cy: y, rx: radius * 0.12, ry: radius * 0.34, fill: palette.sand, ...ink(stroke * 0.7) }),
    path(d`M${x} ${y - radius * 0.65}A${radius * 0.23} ${radius * 0.65} 0 0 0 ${x} ${y + radius * 0.65}`, {
      fill: "none",
      ...ink(stroke * 0.6),
      opacity: 0.4,
    }),
  ]);
}

/** The workroom: sewing machine, scissors, thread spools, pin cushion, paper patterns and a pendant lamp. */
import { palette } from "../palette.js";
import { circle, d, ellipse, g, ink, path, rect } from "../svg.js";

/** Open dressmaker's scissors lying flat, rotated by `angle`. */
export function scissors(cx: number, cy: number, size: number, angle: number, stroke: number): string {
  const blade = (sign: number) =>
    path(
      d`M${cx} ${cy}L${cx + size * 0.95} ${cy + sign * size * 0.12}Q${cx + size} ${cy + sign * size * 0.16} ${cx + size * 0.9} ${cy + sign * size * 0.18}L${cx} ${cy + sign * size * 0.06}Z`,
      {
        fill: palette.greyLight,
        ...ink(stroke),
      },
    );
  const handle = (sign: number) =>
    ellipse(cx - size * 0.3, cy - sign * size * 0.16, size * 0.2, size * 0.12, {
      fill: "none",
      ...ink(stroke * 2.4, palette.sageDark),
    });
  return g({ transform: `rotate(${angle} ${cx} ${cy})` }, [
    path(d`M${cx} ${cy}L${cx - size * 0.14} ${cy - size * 0.12}M${cx} ${cy}L${cx - size * 0.14} ${cy + size * 0.12}`, {
      fill: "none",
      ...ink(stroke * 2.4, palette.sageDark),
    }),
    handle(1),
    handle(-1),
    blade(1),
    blade(-1),
    circle(cx, cy, size * 0.03, { fill: palette.charcoal }),
  ]);
}

/** A wooden thread spool standing upright, wound with coloured thread. */
export function spool(cx: number, bottom: number, size: number, thread: string, stroke: number): string {
  const w = size * 0.5;
  const h = size;
  return g({}, [
    rect(cx - w * 0.4, bottom - h * 0.9, w * 0.8, h * 0.8, { fill: thread, ...ink(stroke) }),
    path(
      d`M${cx - w * 0.4} ${bottom - h * 0.7}H${cx + w * 0.4}M${cx - w * 0.4} ${bottom - h * 0.5}H${cx + w * 0.4}M${cx - w * 0.4} ${bottom - h * 0.3}H${cx + w * 0.4}`,
      {
        fill: "none",
        ...ink(stroke * 0.5),
        opacity: 0.3,
      },
    ),
    rect(cx - w / 2, bottom - h * 0.1, w, h * 0.1, { rx: h * 0.03, fill: palette.clay, ...ink(stroke) }),
    rect(cx - w / 2, bottom - h, w, h * 0.1, { rx: h * 0.03, fill: palette.clay, ...ink(stroke) }),
  ]);
}

export function pinCushion(cx: number, bottom: number, size: number, stroke: number): string {
  const pins: [number, number][] = [
    [-0.3, -20],
    [-0.05, 8],
    [0.25, 25],
    [0.1, -10],
  ];
  return g({}, [
    pins
      .map(([x, a]) =>
        g({ transform: `rotate(${a} ${cx + x * size} ${bottom - size * 0.4})` }, [
          path(d`M${cx + x * size} ${bottom - size * 0.4}v${-size * 0.35}`, {
            fill: "none",
            ...ink(stroke, palette.greyDark),
          }),
          circle(cx + x * size, bottom - size * 0.77, size * 0.06, { fill: palette.blue, ...ink(stroke * 0.6) }),
        ]),
      )
      .join(""),
    path(
      d`M${cx - size * 0.5} ${bottom - size * 0.15}Q${cx - size * 0.5} ${bottom - size * 0.6} ${cx} ${bottom - size * 0.6}Q${cx + size * 0.5} ${bottom - size * 0.6} ${cx + size * 0.5} ${bottom - size * 0.15}Z`,
      { fill: palette.sage, ...ink(stroke) },
    ),
    rect(cx - size * 0.55, bottom - size * 0.18, size * 1.1, size * 0.18, {
      rx: size * 0.05,
      fill: palette.clay,
      ...ink(stroke),
    }),
  ]);
}

/** A classic sewing machine in profile: base, pillar, arm, needle bar and handwheel. */
export function sewingMachine(x: number, bottom: number, width: number, stroke: number): string {
  const h = width * 0.62;
  const top = bottom - h;
  return g({}, [
    rect(x, bottom - h * 0.14, width, h * 0.14, { rx: h * 0.04, fill: palette.greyLight, ...ink(stroke) }),
    path(
      d`M${x + width * 0.7} ${bottom - h * 0.14}V${top + h * 0.22}Q${x + width * 0.7} ${top} ${x + width * 0.52} ${top}H${x + width * 0.2}Q${x + width * 0.1} ${top} ${x + width * 0.1} ${top + h * 0.12}V${top + h * 0.38}H${x + width * 0.22}V${top + h * 0.24}H${x + width * 0.56}V${bottom - h * 0.14}Z`,
      { fill: palette.paper, ...ink(stroke) },
    ),
    rect(x + width * 0.13, top + h * 0.38, width * 0.035, h * 0.26, { fill: palette.greyDark, ...ink(stroke * 0.6) }),
    path(d`M${x + width * 0.145} ${top + h * 0.64}v${h * 0.14}`, { fill: "none", ...ink(stroke * 0.8) }),
    circle(x + width * 0.78, top + h * 0.3, h * 0.14, { fill: palette.sage, ...ink(stroke) }),
    circle(x + width * 0.78, top + h * 0.3, h * 0.04, { fill: palette.charcoal }),
    path(d`M${x + width * 0.25} ${top + h * 0.1}H${x + width * 0.5}`, {
      fill: "none",
      ...ink(stroke * 2, palette.blue),
    }),
    spool(x + width * 0.4, top, h * 0.16, palette.blue, stroke * 0.8),
  ]);
}

/** A paper sewing pattern piece: a pale shape with a dashed cutting line and a grain arrow. */
export function patternPiece(x: number, y: number, w: number, h: number, angle: number, stroke: number): string {
  const shape = d`M${x} ${y}H${x + w * 0.7}Q${x + w} ${y + h * 0.1} ${x + w} ${y + h * 0.4}V${y + h}H${x}Z`;
  return g({ transform: `rotate(${angle} ${x + w / 2} ${y + h / 2})` }, [
    path(shape, { fill: palette.paper, ...ink(stroke) }),
    path(
      d`M${x + w * 0.08} ${y + h * 0.08}H${x + w * 0.66}Q${x + w * 0.9} ${y + h * 0.16} ${x + w * 0.92} ${y + h * 0.42}V${y + h * 0.92}H${x + w * 0.08}Z`,
      {
        fill: "none",
        ...ink(stroke * 0.7, palette.blueDark),
        "stroke-dasharray": `${stroke * 4} ${stroke * 3}`,
      },
    ),
    path(
      d`M${x + w * 0.5} ${y + h * 0.25}V${y + h * 0.75}M${x + w * 0.46} ${y + h * 0.3}L${x + w * 0.5} ${y + h * 0.25}L${x + w * 0.54} ${y + h * 0.3}M${x + w * 0.46} ${y + h * 0.7}L${x + w * 0.5} ${y + h * 0.75}L${x + w * 0.54} ${y + h * 0.7}`,
      {
        fill: "none",
        ...ink(stroke * 0.8, palette.greyDark),
      },
    ),
  ]);
}

export function pendantLamp(cx: number, cordTop: number, shadeY: number, size: number, stroke: number): string {
  return g({}, [
    ellipse(cx, shadeY + size * 0.6, size * 1.6, size * 0.9, { fill: palette.sun, opacity: 0.3 }),
    path(d`M${cx} ${cordTop}V${shadeY}`, { fill: "none", ...ink(stroke) }),
    path(
      d`M${cx - size * 0.15} ${shadeY}H${cx + size * 0.15}L${cx + size * 0.55} ${shadeY + size * 0.5}H${cx - size * 0.55}Z`,
      { fill: palette.sage, ...ink(stroke) },
    ),
  ]);
}

/** A long work table top with legs; returns the drawing and the top surface height. */
export function workTable(
  x: number,
  width: number,
  floorY: number,
  height: number,
  stroke: number,
): { svg: string; topY: number } {
  const topY = floorY - height;
  const slab = height * 0.08;
  return {
    topY,
    svg: g({}, [
      rect(x + width * 0.04, topY + slab, height * 0.07, height - slab, { fill: palette.clay, ...ink(stroke) }),
      rect(x + width * 0.96 - height * 0.07, topY + slab, height * 0.07, height - slab, {
        fill: palette.clay,
        ...ink(stroke),
      }),
      path(d`M${x + width * 0.05} ${floorY - height * 0.25}H${x + width * 0.95}`, {
        fill: "none",
        ...ink(stroke * 1.5, palette.clay),
      }),
      rect(x, topY, width, slab, { rx: slab * 0.2, fill: palette.sand, ...ink(stroke) }),
    ]),
  };
}

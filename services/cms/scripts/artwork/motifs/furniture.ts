/** Bedroom furniture and small objects: bedside table, lamp, plant, books and a tea cup. */
import { palette } from "../palette.js";
import { d, ellipse, g, ink, path, rect } from "../svg.js";
import { floorShadow } from "./room.js";

/** A bedside table standing on the floor; returns its drawing and the height of its top. */
export function bedsideTable(
  x: number,
  floorY: number,
  width: number,
  stroke: number,
  colour: string = palette.sand,
): { svg: string; topY: number } {
  const height = width * 0.85;
  const topY = floorY - height;
  const slab = width * 0.07;
  const bodyBottom = floorY - height * 0.18;
  const svg = g({}, [
    floorShadow(x + width / 2, floorY, width * 0.6, width * 0.04),
    rect(x + width * 0.08, bodyBottom, width * 0.05, floorY - bodyBottom, { fill: palette.charcoal }),
    rect(x + width * 0.87, bodyBottom, width * 0.05, floorY - bodyBottom, { fill: palette.charcoal }),
    rect(x + width * 0.04, topY + slab, width * 0.92, bodyBottom - topY - slab, { fill: colour, ...ink(stroke) }),
    rect(x, topY, width, slab, { rx: slab * 0.3, fill: palette.paper, ...ink(stroke) }),
    path(d`M${x + width * 0.04} ${topY + slab + (bodyBottom - topY - slab) * 0.45}H${x + width * 0.96}`, {
      fill: "none",
      ...ink(stroke),
    }),
    rect(x + width * 0.42, topY + slab + (bodyBottom - topY) * 0.18, width * 0.16, width * 0.035, {
      rx: width * 0.017,
      fill: palette.charcoal,
    }),
    rect(x + width * 0.42, topY + slab + (bodyBottom - topY) * 0.62, width * 0.16, width * 0.035, {
      rx: width * 0.017,
      fill: palette.charcoal,
    }),
  ]);
  return { svg, topY };
}

/** A table lamp: a ceramic base and a linen shade; when lit, a soft warm glow surrounds it. */
export function lamp(cx: number, baseY: number, size: number, stroke: number, lit = false, glowOpacity = 0.55): string {
  const shadeTop = baseY - size;
  const shadeBottom = baseY - size * 0.55;
  const glow = lit
    ? [
        ellipse(cx, shadeBottom - size * 0.1, size * 1.3, size * 1.1, {
          fill: palette.sun,
          opacity: glowOpacity * 0.5,
        }),
        ellipse(cx, shadeBottom - size * 0.1, size * 0.8, size * 0.7, { fill: palette.sun, opacity: glowOpacity }),
      ].join("")
    : "";
  return g({}, [
    glow,
    path(
      d`M${cx - size * 0.12} ${baseY}Q${cx - size * 0.32} ${baseY - size * 0.2} ${cx - size * 0.06} ${shadeBottom + size * 0.02}H${cx + size * 0.06}Q${cx + size * 0.32} ${baseY - size * 0.2} ${cx + size * 0.12} ${baseY}Z`,
      { fill: palette.blue, ...ink(stroke) },
    ),
    path(
      d`M${cx - size * 0.2} ${shadeTop}H${cx + size * 0.2}L${cx + size * 0.32} ${shadeBottom}H${cx - size * 0.32}Z`,
      {
        fill: lit ? palette.sun : palette.paper,
        ...ink(stroke),
      },
    ),
  ]);
}

/** A potted plant with a handful of soft sage leaves. */
export function plant(cx: number, floorY: number, size: number, stroke: number): string {
  const potTop = floorY - size * 0.38;
  const leaves: [number, number, number][] = [
    [-38, 0.55, 0.02],
    [-18, 0.75, -0.04],
    [0, 0.9, 0],
    [20, 0.72, 0.05],
    [40, 0.58, 0],
    [-60, 0.42, 0.03],
    [62, 0.45, -0.02],
  ];
  const leafShapes = leaves
    .map(([angle, length, shift], i) => {
      const l = size * length;
      const w = l * 0.22;
      const bx = cx + shift * size;
      const leaf = d`M${bx} ${potTop}Q${bx - w} ${potTop - l * 0.5} ${bx} ${potTop - l}Q${bx + w} ${potTop - l * 0.5} ${bx} ${potTop}Z`;
      const vein = d`M${bx} ${potTop}L${bx} ${potTop - l * 0.85}`;
      const fill = i % 2 === 0 ? palette.sage : palette.sageDark;
      return g({ transform: `rotate(${angle} ${bx} ${potTop})` }, [
        path(leaf, { fill, ...ink(stroke) }),
        path(vein, { fill: "none", ...ink(stroke * 0.6, palette.sageLight) }),
      ]);
    })
    .join("");
  return g({}, [
    floorShadow(cx, floorY, size * 0.3, size * 0.03),
    leafShapes,
    path(d`M${cx - size * 0.2} ${potTop}H${cx + size * 0.2}L${cx + size * 0.15} ${floorY}H${cx - size * 0.15}Z`, {
      fill: palette.paper,
      ...ink(stroke),
    }),
    path(d`M${cx - size * 0.19} ${potTop + size * 0.06}H${cx + size * 0.19}`, {
      fill: "none",
      ...ink(stroke * 0.6),
      opacity: 0.4,
    }),
  ]);
}

/** A closed book lying flat: a coloured cover with its page block showing. */
export function book(x: number, y: number, width: number, height: number, colour: string, stroke: number): string {
  return g({}, [
    rect(x, y, width, height, { rx: height * 0.2, fill: colour, ...ink(stroke) }),
    rect(x + width * 0.04, y + height * 0.28, width * 0.9, height * 0.44, {
      fill: palette.paper,
      ...ink(stroke * 0.6),
    }),
  ]);
}

/** A tea cup on its saucer, with two wisps of steam. */
export function teaCup(cx: number, baseY: number, size: number, stroke: number, steam = true): string {
  const top = baseY - size * 0.55;
  return g({}, [
    ellipse(cx, baseY - size * 0.03, size * 0.62, size * 0.08, { fill: palette.paper, ...ink(stroke) }),
    path(
      d`M${cx + size * 0.3} ${top + size * 0.12}Q${cx + size * 0.56} ${top + size * 0.14} ${cx + size * 0.42} ${top + size * 0.36}Q${cx + size * 0.36} ${top + size * 0.42} ${cx + size * 0.26} ${top + size * 0.4}`,
      {
        fill: "none",
        ...ink(stroke * 1.3),
      },
    ),
    path(
      d`M${cx - size * 0.38} ${top}H${cx + size * 0.38}Q${cx + size * 0.36} ${baseY - size * 0.08} ${cx} ${baseY - size * 0.08}Q${cx - size * 0.36} ${baseY - size * 0.08} ${cx - size * 0.38} ${top}Z`,
      {
        fill: palette.blueLight,
        ...ink(stroke),
      },
    ),
    ellipse(cx, top, size * 0.38, size * 0.06, { fill: palette.clay, ...ink(stroke) }),
    steam
      ? path(
          d`M${cx - size * 0.1} ${top - size * 0.12}q${-size * 0.08} ${-size * 0.14} 0 ${-size * 0.26}t0 ${-size * 0.26}M${cx + size * 0.1} ${top - size * 0.16}q${-size * 0.08} ${-size * 0.12} 0 ${-size * 0.22}t0 ${-size * 0.22}`,
          {
            fill: "none",
            ...ink(stroke, palette.grey),
          },
        )
      : "",
  ]);
}

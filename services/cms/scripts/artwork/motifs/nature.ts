/** Outdoors and botanicals: sky, sun, hills, clouds, cotton bolls, lavender and leafy sprigs. */
import { palette } from "../palette.js";
import { circle, d, ellipse, g, ink, path } from "../svg.js";

export function cloud(cx: number, cy: number, size: number): string {
  return g({ fill: palette.white }, [
    ellipse(cx, cy, size, size * 0.32),
    circle(cx - size * 0.35, cy - size * 0.2, size * 0.3),
    circle(cx + size * 0.15, cy - size * 0.3, size * 0.4),
  ]);
}

export function hills(width: number, baseY: number, height: number, colour: string, phase = 0): string {
  const y = baseY - height;
  return path(
    d`M0 ${y + height * 0.4}C${width * (0.2 + phase)} ${y - height * 0.2} ${width * (0.35 + phase)} ${y + height * 0.5} ${width * 0.6} ${y + height * 0.2}S${width * 0.9} ${y - height * 0.1} ${width} ${y + height * 0.3}V${baseY + height * 4}H0Z`,
    { fill: colour },
  );
}

/** An open cotton boll: a dark calyx with four soft white lobes of fibre. */
export function cottonBoll(cx: number, cy: number, size: number, stroke: number): string {
  const lobes: [number, number][] = [
    [-0.32, -0.05],
    [0.32, -0.05],
    [-0.15, -0.38],
    [0.17, -0.36],
    [0, -0.12],
  ];
  return g({}, [
    path(
      d`M${cx - size * 0.5} ${cy + size * 0.1}Q${cx - size * 0.3} ${cy + size * 0.55} ${cx} ${cy + size * 0.5}Q${cx + size * 0.3} ${cy + size * 0.55} ${cx + size * 0.5} ${cy + size * 0.1}L${cx + size * 0.2} ${cy + size * 0.3}L${cx} ${cy + size * 0.05}L${cx - size * 0.2} ${cy + size * 0.3}Z`,
      {
        fill: palette.clay,
        ...ink(stroke),
      },
    ),
    lobes
      .map(([x, y]) => circle(cx + x * size, cy + y * size, size * 0.3, { fill: palette.white, ...ink(stroke) }))
      .join(""),
    path(
      d`M${cx - size * 0.05} ${cy - size * 0.2}q${size * 0.06} ${size * 0.1} 0 ${size * 0.2}M${cx + size * 0.2} ${cy - size * 0.05}q${size * 0.06} ${size * 0.08} ${-size * 0.02} ${size * 0.18}`,
      {
        fill: "none",
        ...ink(stroke * 0.6),
        opacity: 0.35,
      },
    ),
  ]);
}

/** A simple leaf along a direction, for branches and sprigs. */
export function leaf(x: number, y: number, length: number, angle: number, colour: string, stroke: number): string {
  const w = length * 0.28;
  return path(d`M${x} ${y}Q${x + length * 0.5} ${y - w} ${x + length} ${y}Q${x + length * 0.5} ${y + w} ${x} ${y}Z`, {
    fill: colour,
    ...ink(stroke),
    transform: `rotate(${angle} ${x} ${y})`,
  });
}

/** A lavender sprig: a thin stem topped with small stacked purple-grey buds (muted to stay on palette). */
export function lavender(x: number, y: number, length: number, angle: number, stroke: number): string {
  const buds = Array.from({ length: 7 }, (_, i) => {
    const by = y - length * 0.55 - i * length * 0.065;
    const r = length * (0.035 - i * 0.002);
    return [
      ellipse(x - r * 0.8, by, r, r * 1.4, { fill: palette.lavender, ...ink(stroke * 0.6) }),
      ellipse(x + r * 0.8, by - r * 0.5, r, r * 1.4, { fill: palette.lavenderLight, ...ink(stroke * 0.6) }),
    ].join("");
  }).join("");
  return g({ transform: `rotate(${angle} ${x} ${y})` }, [
    path(d`M${x} ${y}V${y - length * 0.5}`, { fill: "none", ...ink(stroke, palette.sageDark) }),
    leaf(x, y - length * 0.2, length * 0.22, -60, palette.sage, stroke * 0.6),
    buds,
  ]);
}

/** A sun disc with a soft halo. */
export function sun(cx: number, cy: number, r: number): string {
  return g({}, [
    circle(cx, cy, r * 1.8, { fill: palette.sun, opacity: 0.35 }),
    circle(cx, cy, r, { fill: palette.sun }),
  ]);
}

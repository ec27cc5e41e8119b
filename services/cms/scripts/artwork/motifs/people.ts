/**
 * Stylised head-and-shoulders figures. They are deliberately anonymous (no facial features beyond a
 * calm closed-eye line) so that no one could mistake them for photographs of real people.
 */
import { palette } from "../palette.js";
import { circle, d, ellipse, g, ink, path } from "../svg.js";

export interface FigureOptions {
  cx: number;
  cy: number;
  size: number;
  stroke: number;
  skin: string;
  hair: string;
  top: string;
  hairStyle: "bun" | "short" | "bob" | "long";
  accessory?: "tape" | "glasses" | "scarf" | null;
}

function hairShape(o: FigureOptions, back: boolean): string {
  const { cx, cy, size: s } = o;
  const headTop = cy - s * 0.34;
  switch (o.hairStyle) {
    case "bun":
      return back
        ? circle(cx, headTop - s * 0.04, s * 0.12, { fill: o.hair, ...ink(o.stroke) })
        : path(
            d`M${cx - s * 0.25} ${cy - s * 0.05}Q${cx - s * 0.26} ${headTop + s * 0.02} ${cx} ${headTop + s * 0.02}Q${cx + s * 0.26} ${headTop + s * 0.02} ${cx + s * 0.25} ${cy - s * 0.05}Q${cx + s * 0.1} ${cy - s * 0.2} ${cx - s * 0.25} ${cy - s * 0.05}Z`,
            { fill: o.hair, ...ink(o.stroke) },
          );
    case "short":
      return back
        ? ""
        : path(
            d`M${cx - s * 0.25} ${cy - s * 0.02}Q${cx - s * 0.28} ${headTop} ${cx + s * 0.02} ${headTop}Q${cx + s * 0.28} ${headTop} ${cx + s * 0.25} ${cy - s * 0.04}Q${cx + s * 0.05} ${cy - s * 0.2} ${cx - s * 0.25} ${cy - s * 0.02}Z`,
            { fill: o.hair, ...ink(o.stroke) },
          );
    case "bob":
      return back
        ? path(
            d`M${cx - s * 0.3} ${cy + s * 0.12}Q${cx - s * 0.34} ${headTop - s * 0.04} ${cx} ${headTop - s * 0.04}Q${cx + s * 0.34} ${headTop - s * 0.04} ${cx + s * 0.3} ${cy + s * 0.12}Z`,
            { fill: o.hair, ...ink(o.stroke) },
          )
        : path(
            d`M${cx - s * 0.25} ${cy - s * 0.02}Q${cx - s * 0.1} ${headTop + s * 0.02} ${cx + s * 0.25} ${cy - s * 0.06}Q${cx + s * 0.2} ${headTop - s * 0.02} ${cx} ${headTop - s * 0.02}Q${cx - s * 0.24} ${headTop} ${cx - s * 0.25} ${cy - s * 0.02}Z`,
            { fill: o.hair, ...ink(o.stroke) },
          );
    case "long":
      return back
        ? path(
            d`M${cx - s * 0.3} ${cy + s * 0.42}Q${cx - s * 0.36} ${headTop - s * 0.04} ${cx} ${headTop - s * 0.04}Q${cx + s * 0.36} ${headTop - s * 0.04} ${cx + s * 0.3} ${cy + s * 0.42}Z`,
            { fill: o.hair, ...ink(o.stroke) },
          )
        : path(
            d`M${cx - s * 0.26} ${cy}Q${cx - s * 0.2} ${headTop} ${cx + s * 0.04} ${headTop}Q${cx + s * 0.22} ${headTop + s * 0.04} ${cx + s * 0.26} ${cy - s * 0.04}Q${cx + s * 0.02} ${cy - s * 0.18} ${cx - s * 0.26} ${cy}Z`,
            { fill: o.hair, ...ink(o.stroke) },
          );
  }
}

function accessory(o: FigureOptions): string {
  const { cx, cy, size: s, stroke } = o;
  const neck = cy + s * 0.36;
  switch (o.accessory) {
    case "tape":
      return path(
        d`M${cx - s * 0.12} ${neck}Q${cx - s * 0.2} ${neck + s * 0.3} ${cx - s * 0.18} ${neck + s * 0.62}M${cx + s * 0.12} ${neck}Q${cx + s * 0.2} ${neck + s * 0.3} ${cx + s * 0.2} ${neck + s * 0.62}`,
        { fill: "none", ...ink(s * 0.05, palette.sun), "stroke-linecap": "butt" },
      );
    case "glasses":
      return g({}, [
        circle(cx - s * 0.1, cy, s * 0.065, { fill: "none", ...ink(stroke) }),
        circle(cx + s * 0.1, cy, s * 0.065, { fill: "none", ...ink(stroke) }),
        path(d`M${cx - s * 0.035} ${cy}h${s * 0.07}`, { fill: "none", ...ink(stroke) }),
      ]);
    case "scarf":
      return path(
        d`M${cx - s * 0.16} ${neck - s * 0.02}Q${cx} ${neck + s * 0.12} ${cx + s * 0.16} ${neck - s * 0.02}L${cx + s * 0.12} ${neck + s * 0.4}L${cx + s * 0.02} ${neck + s * 0.1}Z`,
        { fill: palette.blue, ...ink(stroke) },
      );
    default:
      return "";
  }
}

export function figure(o: FigureOptions): string {
  const { cx, cy, size: s, stroke } = o;
  const eyes =
    o.accessory === "glasses"
      ? ""
      : path(
          d`M${cx - s * 0.13} ${cy + s * 0.01}q${s * 0.04} ${s * 0.03} ${s * 0.08} 0M${cx + s * 0.05} ${cy + s * 0.01}q${s * 0.04} ${s * 0.03} ${s * 0.08} 0`,
          { fill: "none", ...ink(stroke) },
        );
  return g({}, [
    hairShape(o, true),
    path(
      d`M${cx - s * 0.55} ${cy + s}Q${cx - s * 0.55} ${cy + s * 0.42} ${cx - s * 0.12} ${cy + s * 0.38}H${cx + s * 0.12}Q${cx + s * 0.55} ${cy + s * 0.42} ${cx + s * 0.55} ${cy + s}Z`,
      { fill: o.top, ...ink(stroke) },
    ),
    path(
      d`M${cx - s * 0.08} ${cy + s * 0.2}V${cy + s * 0.4}Q${cx} ${cy + s * 0.46} ${cx + s * 0.08} ${cy + s * 0.4}V${cy + s * 0.2}Z`,
      { fill: o.skin, ...ink(stroke) },
    ),
    ellipse(cx, cy - s * 0.02, s * 0.24, s * 0.3, { fill: o.skin, ...ink(stroke) }),
    hairShape(o, false),
    eyes,
    path(d`M${cx - s * 0.04} ${cy + s * 0.15}q${s * 0.04} ${s * 0.03} ${s * 0.08} 0`, { fill: "none", ...ink(stroke) }),
    accessory(o),
  ]);
}

/**
 * Lettering. The Bedsmade wordmark is drawn as monoline strokes (not a font) so it looks the same
 * wherever it is shown. The five publication wordmarks are fictional titles set in system font stacks.
 */
import { palette } from "./palette.js";
import { d, el, escapeText, g, ink, path, svgDocument } from "./svg.js";

/** Lower-case geometric glyphs on an x-height of 1, drawn with round caps; each returns its advance. */
const glyphs: Record<string, { draw: (x: number) => string; advance: number }> = {
  b: { draw: (x) => d`M${x} -1.6V0M${x} -0.5a0.5 0.5 0 1 1 0 0.01`, advance: 1.15 },
  e: { draw: (x) => d`M${x} -0.5H${x + 1}A0.5 0.5 0 1 0 ${x + 0.88} -0.18`, advance: 1.15 },
  d: { draw: (x) => d`M${x + 1} -1.6V0M${x + 1} -0.5a0.5 0.5 0 1 0 0 0.01`, advance: 1.15 },
  s: {
    draw: (x) =>
      d`M${x + 0.7} -0.88C${x + 0.5} -1.02 ${x} -1 ${x + 0.05} -0.74C${x + 0.1} -0.5 ${x + 0.75} -0.55 ${x + 0.75} -0.24C${x + 0.75} 0.02 ${x + 0.2} 0.03 ${x} -0.1`,
    advance: 0.95,
  },
  m: {
    draw: (x) => d`M${x} 0V-0.6a0.4 0.4 0 0 1 0.8 0V0M${x + 0.8} -0.6a0.4 0.4 0 0 1 0.8 0V0M${x} -1V-0.6`,
    advance: 1.75,
  },
  a: { draw: (x) => d`M${x + 1} -1V0M${x + 1} -0.5a0.5 0.5 0 1 0 0 0.01`, advance: 1.15 },
};

/** The wordmark as one path, scaled to `size` (the x-height), starting at `x`, baseline `y`. */
export function wordmarkPath(x: number, y: number, size: number, colour: string): string {
  let cursor = 0;
  const parts = [..."bedsmade"].map((letter) => {
    const glyph = glyphs[letter];
    if (!glyph) throw new Error(`no glyph for ${letter}`);
    const part = glyph.draw(cursor);
    cursor += glyph.advance + 0.22;
    return part;
  });
  return g({ transform: `translate(${x} ${y}) scale(${size})` }, [
    path(parts.join(""), { fill: "none", ...ink(0.16, colour) }),
  ]);
}

/** Width of the wordmark in x-heights, for centring it. */
export const wordmarkWidth = [..."bedsmade"].reduce((sum, l) => sum + (glyphs[l]?.advance ?? 0) + 0.22, -0.22) + 0.16;

/** A small folded-sheet emblem that sits before the wordmark: three soft layers. */
function emblem(x: number, y: number, size: number, colour: string, accent: string): string {
  return g({ transform: `translate(${x} ${y}) scale(${size})` }, [
    path(
      d`M0.1 0.8H0.9A0.1 0.1 0 0 0 0.9 0.6H0.1A0.1 0.1 0 0 0 0.1 0.8ZM0.15 0.58H0.85A0.1 0.1 0 0 0 0.85 0.38H0.15A0.1 0.1 0 0 0 0.15 0.58Z`,
      { fill: "none", ...ink(0.07, colour) },
    ),
    path(d`M0.2 0.36H0.8A0.1 0.1 0 0 0 0.8 0.16H0.2A0.1 0.1 0 0 0 0.2 0.36Z`, { fill: accent, ...ink(0.07, colour) }),
  ]);
}

function logoDocument(colour: string, accent: string): string {
  const xHeight = 22;
  return svgDocument({ width: 330, height: 64, title: "Bedsmade" }, [
    emblem(4, 6, 50, colour, accent),
    wordmarkPath(72, 50, xHeight, colour),
  ]);
}

export const logo = () => logoDocument(palette.charcoal, palette.sage);
export const logoLight = () => logoDocument(palette.paper, palette.sage);

interface PublicationStyle {
  title: string;
  family: string;
  weight: number;
  style?: "italic";
  spacing: number;
  transform?: "uppercase";
  rule?: boolean;
}

const serif = "Georgia, 'Times New Roman', 'DejaVu Serif', serif";
const sans = "'Helvetica Neue', Arial, 'DejaVu Sans', sans-serif";

const publications: PublicationStyle[] = [
  { title: "The Slow Home", family: serif, weight: 400, style: "italic", spacing: 0.5 },
  { title: "Rest & Ritual", family: serif, weight: 400, spacing: 2, transform: "uppercase" },
  { title: "Coastal Living Quarterly", family: sans, weight: 300, spacing: 1, transform: "uppercase", rule: true },
  { title: "Sleep Weekly", family: sans, weight: 700, spacing: -0.5 },
  { title: "Hearth Journal", family: serif, weight: 700, spacing: 1, rule: true },
];

function publication(p: PublicationStyle): () => string {
  return () => {
    const text = p.transform === "uppercase" ? p.title.toUpperCase() : p.title;
    const fontSize = p.title.length > 16 ? 16 : 30;
    return svgDocument({ width: 320, height: 80, title: p.title }, [
      el(
        "text",
        {
          x: 160,
          y: p.rule ? 46 : 50,
          "text-anchor": "middle",
          "font-family": p.family,
          "font-size": fontSize,
          "font-weight": p.weight,
          "font-style": p.style,
          "letter-spacing": p.spacing,
          fill: palette.charcoal,
          // Long titles are fitted to the box so that no system font can push them past its edges.
          textLength: p.title.length > 16 ? 290 : undefined,
          lengthAdjust: p.title.length > 16 ? "spacingAndGlyphs" : undefined,
        },
        escapeText(text),
      ),
      p.rule ? path(d`M110 64H210`, { fill: "none", ...ink(1.5, palette.sage) }) : "",
    ]);
  };
}

export const [brandOne, brandTwo, brandThree, brandFour, brandFive] = publications.map(publication) as [
  () => string,
  () => string,
  () => string,
  () => string,
  () => string,
];

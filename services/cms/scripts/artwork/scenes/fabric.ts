/** Fabric close-ups: the sateen background texture, the magnified weave, colour swatches and the FAQ set. */
import { palette } from "../palette.js";
import { foldedStack, sateenPattern, swatch } from "../motifs/textiles.js";
import { circle, d, el, g, ink, path, rect, svgDocument } from "../svg.js";

/** A pale, quiet sateen weave with a soft diagonal sheen, meant to sit behind text. */
export function fabricTexture(): string {
  return svgDocument({ width: 1600, height: 1600 }, [
    el("defs", {}, sateenPattern("weave", 16, palette.paper, palette.linen, palette.cream)),
    rect(0, 0, 1600, 1600, { fill: "url(#weave)" }),
    path(d`M-200 1400C400 1100 900 900 1800 300V700C1000 1100 500 1400 -200 1800Z`, {
      fill: palette.white,
      opacity: 0.35,
    }),
    path(d`M-200 600C300 400 800 200 1800 -200V0C900 400 400 700 -200 900Z`, { fill: palette.white, opacity: 0.2 }),
  ]);
}

/** The weave under a magnifying glass: large floats inside the lens, fine weave outside. */
export function blogThreadCount(): string {
  const stroke = 5;
  return svgDocument({ width: 1600, height: 1000 }, [
    el("defs", {}, [
      sateenPattern("fine", 14, palette.paper, palette.linen, palette.greyLight),
      sateenPattern("coarse", 56, palette.cream, palette.white, palette.grey),
      el("clipPath", { id: "lens" }, circle(760, 470, 300)),
    ]),
    rect(0, 0, 1600, 1000, { fill: "url(#fine)" }),
    g({ "clip-path": "url(#lens)" }, rect(400, 100, 800, 800, { fill: "url(#coarse)" })),
    circle(760, 470, 300, { fill: "none", ...ink(stroke * 5, palette.sage) }),
    circle(760, 470, 300, { fill: "none", ...ink(stroke) }),
    circle(760, 470, 326, { fill: "none", ...ink(stroke) }),
    path(d`M990 700L1260 970`, { fill: "none", ...ink(stroke * 14) }),
    path(d`M990 700L1260 970`, { fill: "none", ...ink(stroke * 11, palette.sageDark) }),
    path(d`M610 260Q680 220 760 222`, { fill: "none", ...ink(stroke * 3, palette.white), opacity: 0.7 }),
  ]);
}

function colourSwatch(colour: string, weaveColour: string): () => string {
  return () =>
    svgDocument({ width: 800, height: 800 }, [
      el("defs", {}, sateenPattern("weave", 10, colour, weaveColour, weaveColour)),
      rect(0, 0, 800, 800, { fill: palette.linen }),
      swatch(140, 140, 520, colour, "weave", 3),
    ]);
}

export const colourWhite = colourSwatch("#fdfcf9", palette.linen);
export const colourSand = colourSwatch(palette.sand, palette.clay);
export const colourMist = colourSwatch(palette.mist, palette.blueLight);

/** A folded set with a loose thread curling up from it into the shape of a question mark. */
export function pageFaqs(): string {
  const stroke = 4;
  const stack = foldedStack(820, 1000, 720, 90, [palette.white, palette.paper, palette.white], stroke);
  const thread = d`M1100 ${stack.top + 40}C1180 ${stack.top - 40} 1220 520 1220 470C1220 420 1240 400 1260 380C1320 320 1380 300 1380 220C1380 130 1300 80 1220 80C1140 80 1070 130 1060 210`;
  return svgDocument({ width: 2000, height: 1200 }, [
    rect(0, 0, 2000, 1200, { fill: palette.linen }),
    rect(0, 1000, 2000, 200, { fill: palette.cream }),
    circle(1250, 420, 360, { fill: palette.mist }),
    stack.svg,
    path(thread, { fill: "none", ...ink(stroke * 1.6, palette.blueDark) }),
    rect(1080, stack.top + 10, 50, 60, {
      rx: 10,
      fill: palette.clay,
      ...ink(stroke),
      transform: `rotate(20 1105 ${stack.top + 40})`,
    }),
  ]);
}

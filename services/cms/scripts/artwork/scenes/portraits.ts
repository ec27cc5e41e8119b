/** The four expert portraits and the three testimonial avatars: stylised, not real people. */
import { palette } from "../palette.js";
import { figure, type FigureOptions } from "../motifs/people.js";
import { circle, el, rect, svgDocument } from "../svg.js";

type Look = Omit<FigureOptions, "cx" | "cy" | "size" | "stroke">;

const experts: Record<"seamstress" | "sleepConsultant" | "textileDesigner" | "founder", Look & { background: string }> =
  {
    seamstress: {
      skin: "#e6c7a8",
      hair: palette.charcoal,
      top: palette.sage,
      hairStyle: "bun",
      accessory: "tape",
      background: palette.sageLight,
    },
    sleepConsultant: {
      skin: "#c99a78",
      hair: "#4a3b33",
      top: palette.blue,
      hairStyle: "short",
      accessory: "glasses",
      background: palette.blueLight,
    },
    textileDesigner: {
      skin: "#f0d5bd",
      hair: palette.clay,
      top: palette.paper,
      hairStyle: "bob",
      accessory: "scarf",
      background: palette.sand,
    },
    founder: {
      skin: "#8f6a52",
      hair: "#2f2622",
      top: palette.sageDark,
      hairStyle: "long",
      accessory: null,
      background: palette.mist,
    },
  };

function portrait(look: Look & { background: string }): () => string {
  return () =>
    svgDocument({ width: 800, height: 800 }, [
      rect(0, 0, 800, 800, { fill: palette.linen }),
      circle(400, 400, 340, { fill: look.background }),
      el("clipPath", { id: "frame" }, circle(400, 400, 340)),
      el("g", { "clip-path": "url(#frame)" }, figure({ ...look, cx: 400, cy: 360, size: 420, stroke: 4 })),
    ]);
}

export const expertSeamstress = portrait(experts.seamstress);
export const expertSleepConsultant = portrait(experts.sleepConsultant);
export const expertTextileDesigner = portrait(experts.textileDesigner);
export const expertFounder = portrait(experts.founder);

/** Testimonial avatars are small vector files: a figure in a circle, 96 units square. */
function avatar(look: Look, background: string): () => string {
  return () =>
    svgDocument({ width: 96, height: 96 }, [
      el("clipPath", { id: "avatar" }, circle(48, 48, 48)),
      circle(48, 48, 48, { fill: background }),
      el("g", { "clip-path": "url(#avatar)" }, figure({ ...look, cx: 48, cy: 44, size: 54, stroke: 1.2 })),
    ]);
}

export const avatarOne = avatar(
  { skin: "#e9cdb2", hair: palette.clay, top: palette.sage, hairStyle: "long" },
  palette.sageLight,
);
export const avatarTwo = avatar(
  { skin: "#b98866", hair: palette.charcoal, top: palette.blue, hairStyle: "short" },
  palette.blueLight,
);
export const avatarThree = avatar(
  { skin: "#f1d9c4", hair: "#5a4638", top: palette.paper, hairStyle: "bob" },
  palette.sand,
);

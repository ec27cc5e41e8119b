/** Outdoor and doorstep scenes: cotton, the washing line, the open window, delivery and returns. */
import { palette } from "../palette.js";
import { cloud, cottonBoll, hills, leaf, sun } from "../motifs/nature.js";
import { parcel, type LabelKind } from "../motifs/parcels.js";
import { plant } from "../motifs/furniture.js";
import { curtain, curtainRail, windowFrame } from "../motifs/room.js";
import { bedSide } from "../motifs/bed.js";
import { circle, d, g, ink, path, rect, svgDocument } from "../svg.js";

function branch(points: string, stroke: number): string {
  return path(points, { fill: "none", ...ink(stroke * 2.2, palette.clay) });
}

export function cotton(): string {
  const stroke = 3.5;
  return svgDocument({ width: 1600, height: 1200 }, [
    rect(0, 0, 1600, 1200, { fill: palette.linen }),
    circle(800, 600, 440, { fill: palette.mist }),
    branch(
      d`M300 1100C500 900 620 760 800 620S1150 360 1300 260M800 620C760 520 700 440 600 400M1040 420C1080 520 1160 560 1240 560`,
      stroke,
    ),
    leaf(900, 560, 150, 20, palette.sage, stroke),
    leaf(520, 880, 170, 160, palette.sageDark, stroke),
    leaf(1120, 380, 130, -60, palette.sageLight, stroke),
    cottonBoll(600, 370, 220, stroke),
    cottonBoll(1300, 230, 200, stroke),
    cottonBoll(1250, 540, 180, stroke),
    cottonBoll(760, 640, 150, stroke),
  ]);
}

export function blogOrganicCotton(): string {
  const stroke = 2.5;
  const rows = [0, 1, 2].map((row) => {
    const y = 640 + row * 120;
    const size = 50 + row * 22;
    const count = 9 - row * 2;
    return Array.from({ length: count }, (_, i) => {
      const x = 90 + i * (1600 / count) + (row % 2) * 60;
      return g({}, [
        path(d`M${x} ${y + size * 1.2}V${y + size * 0.3}`, { fill: "none", ...ink(stroke * 1.5, palette.sageDark) }),
        leaf(x, y + size * 0.8, size * 0.8, -150, palette.sage, stroke),
        cottonBoll(x, y, size, stroke),
      ]);
    }).join("");
  });
  return svgDocument({ width: 1600, height: 1000 }, [
    rect(0, 0, 1600, 1000, { fill: palette.blueLight }),
    sun(1280, 200, 70),
    cloud(380, 180, 140),
    cloud(900, 120, 100),
    hills(1600, 640, 140, palette.sageLight),
    rect(0, 620, 1600, 380, { fill: palette.sage, opacity: 0.55 }),
    rows.join(""),
  ]);
}

export function blogLinenCare(): string {
  const stroke = 3;
  const lineY = (x: number) => 260 + ((x - 800) / 800) ** 2 * -40 + 40;
  const sheet = (x: number, w: number, h: number, fill: string) =>
    g({}, [
      path(d`M${x} ${lineY(x)}H${x + w}V${lineY(x) + h}q${-w * 0.25} 20 ${-w * 0.5} 0t${-w * 0.5} 0Z`, {
        fill,
        ...ink(stroke),
      }),
      path(d`M${x + w * 0.33} ${lineY(x) + 10}v${h - 20}M${x + w * 0.66} ${lineY(x) + 10}v${h - 20}`, {
        fill: "none",
        ...ink(stroke * 0.6),
        opacity: 0.25,
      }),
      rect(x + 10, lineY(x) - 16, 14, 34, { rx: 4, fill: palette.clay, ...ink(stroke * 0.7) }),
      rect(x + w - 24, lineY(x) - 16, 14, 34, { rx: 4, fill: palette.clay, ...ink(stroke * 0.7) }),
    ]);
  return svgDocument({ width: 1600, height: 1000 }, [
    rect(0, 0, 1600, 1000, { fill: palette.blueLight }),
    sun(1380, 150, 70),
    cloud(500, 130, 120),
    hills(1600, 800, 180, palette.sageLight),
    rect(0, 800, 1600, 200, { fill: palette.sage }),
    rect(70, 220, 18, 640, { fill: palette.paper, ...ink(stroke) }),
    rect(1512, 220, 18, 640, { fill: palette.paper, ...ink(stroke) }),
    path(d`M80 260Q800 340 1520 260`, { fill: "none", ...ink(stroke) }),
    sheet(180, 460, 440, palette.white),
    sheet(700, 420, 400, palette.paper),
    sheet(1180, 250, 180, palette.white),
  ]);
}

/** An open window with the curtain lifted by a cool breeze, a corner of the bed beneath. */
export function blogSleepTemperature(): string {
  const stroke = 3;
  const breeze = d`M300 380q120 -40 240 0t240 0M360 470q100 -30 200 0t200 0M280 560q90 -30 180 0`;
  return svgDocument({ width: 1600, height: 1000 }, [
    rect(0, 0, 1600, 1000, { fill: palette.linen }),
    windowFrame({ x: 520, y: 120, width: 560, height: 620, stroke, open: true }),
    cloud(700, 260, 80),
    curtain(440, 90, 200, 700, palette.paper, stroke, 180),
    curtain(1040, 90, 140, 700, palette.paper, stroke, 20),
    path(breeze, { fill: "none", ...ink(stroke * 1.4, palette.blue), opacity: 0.7 }),
    curtainRail(400, 1200, 90, stroke),
    rect(0, 900, 1600, 100, { fill: palette.cream }),
    bedSide(1700, 960, 760, stroke, -1),
  ]);
}

function doorstep(label: LabelKind, door: string): string {
  const stroke = 3.5;
  return svgDocument({ width: 1600, height: 1200 }, [
    rect(0, 0, 1600, 1200, { fill: palette.linen }),
    rect(520, 80, 560, 860, { fill: door, ...ink(stroke) }),
    rect(580, 140, 440, 330, { rx: 6, fill: "none", ...ink(stroke), opacity: 0.5 }),
    rect(580, 520, 440, 360, { rx: 6, fill: "none", ...ink(stroke), opacity: 0.5 }),
    circle(1010, 520, 16, { fill: palette.charcoal }),
    rect(0, 940, 1600, 260, { fill: palette.cream }),
    rect(380, 920, 840, 60, { rx: 8, fill: palette.greyLight, ...ink(stroke) }),
    plant(1340, 960, 380, stroke),
    parcel({ x: 560, bottom: 930, width: 400, height: 280, side: 160 }, stroke, label),
  ]);
}

export const delivery = () => doorstep("address", palette.sage);
export const returns = () => doorstep("return", palette.blue);

/** The menu background, the hotel bed and the aromatherapy bedside. */
import { palette } from "../palette.js";
import { bedFront, bedSide, pillow } from "../motifs/bed.js";
import { bedsideTable, lamp } from "../motifs/furniture.js";
import { lavender } from "../motifs/nature.js";
import { wallAndFloor } from "../motifs/room.js";
import { d, ellipse, ink, path, rect, svgDocument } from "../svg.js";

/** Portrait detail: a bed corner with stacked pillows, the top sheet folded crisply over the edge. */
export function navigation(): string {
  const stroke = 4;
  return svgDocument({ width: 1200, height: 1600 }, [
    rect(0, 0, 1200, 1600, { fill: palette.linen }),
    rect(-20, 260, 1000, 900, { rx: 40, fill: palette.sageLight, ...ink(stroke) }),
    path(Array.from({ length: 5 }, (_, i) => d`M${180 + i * 180} 300V1100`).join(""), {
      fill: "none",
      ...ink(stroke * 0.6),
      opacity: 0.3,
    }),
    pillow(40, 620, 760, 330, palette.white, stroke),
    pillow(140, 800, 700, 300, palette.white, stroke),
    pillow(300, 960, 380, 200, palette.blueLight, stroke),
    rect(-20, 1120, 1060, 300, { fill: palette.white, ...ink(stroke) }),
    rect(-20, 1120, 1060, 90, { fill: palette.paper, ...ink(stroke) }),
    path(d`M1040 1120Q1090 1130 1090 1200V1520H-20V1420H1040Z`, { fill: palette.linen, ...ink(stroke) }),
    rect(-20, 1520, 1240, 80, { fill: palette.greyLight, ...ink(stroke) }),
    path(d`M1040 1210L1090 1300`, { fill: "none", ...ink(stroke * 0.7), opacity: 0.4 }),
  ]);
}

/** Hotel style: symmetrical lamps, a tall headboard and a white bed with tight, squared corners. */
export function blogHotelBed(): string {
  const stroke = 3;
  const floorY = 860;
  const left = bedsideTable(170, floorY, 200, stroke, palette.greyLight);
  const right = bedsideTable(1230, floorY, 200, stroke, palette.greyLight);
  return svgDocument({ width: 1600, height: 1000 }, [
    wallAndFloor(1600, 1000, floorY, palette.paper),
    bedFront({
      cx: 800,
      floorY: floorY + 40,
      width: 760,
      headboard: palette.greyLight,
      throwColour: palette.blueDark,
      cushion: null,
      headboardHeight: 40,
    }),
    left.svg,
    right.svg,
    lamp(270, left.topY, 210, stroke, true, 0.3),
    lamp(1330, right.topY, 210, stroke, true, 0.3),
  ]);
}

/** Lavender in a vase and a small ultrasonic diffuser sending up mist, beside the bed. */
export function blogAromatherapy(): string {
  const stroke = 3;
  const floorY = 860;
  const table = bedsideTable(820, floorY, 360, stroke);
  const top = table.topY;
  const mist = d`M1080 ${top - 150}c-30 -40 30 -70 0 -110s30 -70 0 -110M1110 ${top - 160}c-20 -30 20 -50 0 -80`;
  return svgDocument({ width: 1600, height: 1000 }, [
    wallAndFloor(1600, 1000, floorY, palette.linen),
    bedSide(790, floorY, 900, stroke),
    table.svg,
    lavender(900, top - 120, 360, -10, stroke),
    lavender(920, top - 120, 330, 6, stroke),
    lavender(910, top - 120, 300, 18, stroke),
    path(d`M870 ${top}h90l-12 -140h-66z`, { fill: palette.blueLight, ...ink(stroke), opacity: 0.9 }),
    path(d`M1020 ${top}Q1000 ${top - 130} 1080 ${top - 140}Q1160 ${top - 130} 1140 ${top}Z`, {
      fill: palette.paper,
      ...ink(stroke),
    }),
    ellipse(1080, top - 140, 24, 8, { fill: palette.greyLight, ...ink(stroke) }),
    path(mist, { fill: "none", ...ink(stroke * 2.5, palette.white), opacity: 0.9 }),
    path(mist, { fill: "none", ...ink(stroke * 0.7, palette.grey) }),
  ]);
}

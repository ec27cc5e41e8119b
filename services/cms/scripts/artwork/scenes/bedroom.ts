/** Bedroom scenes built around the bed: the home hero, morning light, the hotel bed, styling and the 404 bed. */
import { palette } from "../palette.js";
import { bedFront, type BedOptions } from "../motifs/bed.js";
import { bedsideTable, book, lamp, plant } from "../motifs/furniture.js";
import { curtain, curtainRail, framedPrint, rug, sunlight, wallAndFloor, windowFrame } from "../motifs/room.js";
import { d, g, ink, path, svgDocument } from "../svg.js";

interface BedroomOptions {
  width: number;
  height: number;
  bed: Omit<BedOptions, "cx" | "floorY" | "width">;
  wall?: string;
  light?: number;
  extras?: string;
  print?: boolean;
}

/** A bedroom with the window on the left, light falling across the floor, the bed and a bedside table. */
function bedroom(o: BedroomOptions): string {
  const s = o.width / 2400;
  const floorY = 1230 * (o.height / 1600);
  const stroke = 3.5 * s;
  const table = bedsideTable(1880 * s, floorY, 250 * s, stroke);
  const light = o.light ?? 0.3;
  return svgDocument({ width: o.width, height: o.height }, [
    wallAndFloor(o.width, o.height, floorY, o.wall),
    curtainRail(220 * s, 860 * s, floorY - 980 * s, stroke),
    windowFrame({ x: 340 * s, y: floorY - 930 * s, width: 400 * s, height: 640 * s, stroke }),
    curtain(240 * s, floorY - 980 * s, 130 * s, 760 * s, palette.paper, stroke, -10 * s),
    curtain(710 * s, floorY - 980 * s, 130 * s, 760 * s, palette.paper, stroke, 14 * s),
    o.print ? framedPrint(1920 * s, floorY - 820 * s, 200 * s, 260 * s, stroke) : "",
    rug(1260 * s, floorY + 170 * s, 820 * s, 120 * s, palette.greyLight, stroke),
    light > 0
      ? sunlight(
          [
            [420 * s, floorY + 10 * s],
            [900 * s, floorY + 10 * s],
            [1500 * s, o.height],
            [760 * s, o.height],
          ],
          light,
        )
      : "",
    bedFront({ cx: 1260 * s, floorY: floorY + 70 * s, width: 1000 * s, ...o.bed }),
    table.svg,
    lamp(2005 * s, table.topY, 260 * s, stroke),
    book(1900 * s, table.topY - 28 * s, 100 * s, 28 * s, palette.sageLight, stroke),
    plant(330 * s, floorY + 100 * s, 420 * s, stroke),
    o.extras ?? "",
  ]);
}

export const homeHero = () =>
  bedroom({ width: 2400, height: 1600, bed: { throwColour: palette.sage, cushion: palette.blueLight }, print: true });

export const pageTestimonials = () =>
  bedroom({
    width: 2000,
    height: 1200,
    bed: { throwColour: palette.blueLight, cushion: palette.sageLight },
    light: 0.45,
    wall: palette.paper,
  });

export const blogBedroomStyling = () =>
  bedroom({
    width: 1600,
    height: 1000,
    bed: { throwColour: palette.sand, cushion: palette.sage, headboard: palette.blueLight },
    print: true,
  });

/** The 404 bed: slept in and unmade, with one sock left on the rug. */
export function notFound(): string {
  const sock = g({ transform: "rotate(-18 470 900)" }, [
    path(d`M430 820h62v88q0 26 26 30l40 6q22 6 18 30q-4 22 -30 20l-82 -8q-34 -4 -34 -40z`, {
      fill: palette.blueLight,
      ...ink(2.5),
    }),
    path(d`M430 840h62`, { fill: "none", ...ink(2.5), opacity: 0.5 }),
    path(d`M430 830h62`, { fill: "none", ...ink(6, palette.blue) }),
  ]);
  return bedroom({ width: 1600, height: 1000, bed: { unmade: true }, light: 0.2, extras: sock });
}

/** The makers' workroom and the cutting table. */
import { palette } from "../palette.js";
import { fabricBolt, foldedStack } from "../motifs/textiles.js";
import {
  pendantLamp,
  patternPiece,
  pinCushion,
  scissors,
  sewingMachine,
  spool,
  workTable,
} from "../motifs/workroom.js";
import { plant } from "../motifs/furniture.js";
import { wallAndFloor, windowFrame } from "../motifs/room.js";
import { d, g, ink, path, poly, rect, svgDocument } from "../svg.js";

export function makersWorkshop(): string {
  const stroke = 4;
  const floorY = 1150;
  const table = workTable(300, 1800, floorY, 480, stroke);
  const top = table.topY;
  return svgDocument({ width: 2400, height: 1400 }, [
    wallAndFloor(2400, 1400, floorY),
    windowFrame({ x: 1700, y: 160, width: 460, height: 420, stroke }),
    pendantLamp(900, 0, 240, 160, stroke),
    table.svg,
    sewingMachine(420, top, 520, stroke),
    fabricBolt(1080, top - 70, 420, 70, palette.sageLight, stroke),
    foldedStack(1720, top, 380, 48, [palette.white, palette.paper, palette.white], stroke).svg,
    scissors(1310, top - 150, 200, -12, stroke),
    spool(1560, top, 80, palette.blue, stroke),
    spool(1630, top, 64, palette.sage, stroke),
    pinCushion(1960, top - 135, 120, stroke),
    plant(2220, floorY, 480, stroke),
  ]);
}

/** A cutting table seen from above at an angle: a gridded mat, paper patterns, fabric and bolts. */
export function pageExperts(): string {
  const stroke = 4;
  const grid =
    Array.from({ length: 15 }, (_, i) => d`M${520 + i * 80} 260V1000`).join("") +
    Array.from({ length: 10 }, (_, i) => d`M440 ${300 + i * 80}H1640`).join("");
  return svgDocument({ width: 2000, height: 1200 }, [
    rect(0, 0, 2000, 1200, { fill: palette.cream }),
    poly(
      [
        [360, 220],
        [1720, 220],
        [1820, 1080],
        [260, 1080],
      ],
      { fill: palette.sand, ...ink(stroke) },
    ),
    rect(440, 260, 1200, 740, { rx: 12, fill: palette.sage, ...ink(stroke) }),
    path(grid, { fill: "none", ...ink(stroke * 0.4, palette.sageLight) }),
    path(d`M520 460C760 380 1040 520 1300 420L1480 980H700Z`, { fill: palette.white, ...ink(stroke) }),
    patternPiece(620, 330, 360, 420, -8, stroke),
    patternPiece(1180, 520, 300, 360, 12, stroke),
    g({ transform: "rotate(-20 1500 320)" }, [
      rect(1300, 300, 460, 60, { fill: palette.paper, ...ink(stroke) }),
      path(Array.from({ length: 22 }, (_, i) => d`M${1320 + i * 20} 300v${i % 5 === 0 ? 28 : 14}`).join(""), {
        fill: "none",
        ...ink(stroke * 0.5),
      }),
    ]),
    scissors(960, 880, 260, 18, stroke),
    fabricBolt(80, 1140, 560, 60, palette.blueLight, stroke),
    fabricBolt(1500, 1150, 480, 56, palette.white, stroke),
    spool(1760, 640, 90, palette.blue, stroke),
  ]);
}

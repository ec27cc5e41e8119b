/**
 * Renders measure-how-to.mp4: a 24-second animation in three parts (width, length, depth). Each frame
 * is drawn as SVG, rasterised with sharp and encoded by ffmpeg as H.264 (yuv420p, faststart, no audio).
 * Run from the repository root: `npx tsx services/cms/scripts/artwork/video.ts` (needs ffmpeg).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { mediaDir } from "./paths.js";
import { palette } from "./palette.js";
import { mattress, tapeMeasure, type MattressBox } from "./motifs/measure.js";
import { wallAndFloor } from "./motifs/room.js";
import { measureArrowParts } from "./scenes/measuring.js";
import { circle, g, svgDocument, type Point } from "./svg.js";

const fps = 24;
const partSeconds = 8;
const parts = 3;
const stroke = 3.5;
const box: MattressBox = { x: 520, y: 430, width: 520, depth: 120, dx: 240, dy: 190 };
const dimensionColours = [palette.blueDark, palette.sageDark, palette.clay];

/** Where the tape runs for each part: across the front, along the side, down the corner. */
const tapeRuns: [Point, Point][] = [
  [
    [box.x, box.y - 14],
    [box.x + box.width, box.y - 14],
  ],
  [
    [box.x + box.width + 10, box.y - 8],
    [box.x + box.width + box.dx + 10, box.y - box.dy - 8],
  ],
  [
    [box.x + box.width - 40, box.y - 4],
    [box.x + box.width - 40, box.y + box.depth],
  ],
];

const ease = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);
const clamp = (t: number) => Math.min(1, Math.max(0, t));

function frame(seconds: number): string {
  const part = Math.min(parts - 1, Math.floor(seconds / partSeconds));
  const local = seconds - part * partSeconds;
  const arrows = measureArrowParts(box, stroke, 46);
  const run = tapeRuns[part];
  const extend = ease(clamp((local - 0.8) / 3.2));
  const tape =
    run && extend > 0.01
      ? tapeMeasure({
          from: run[0],
          to: [run[0][0] + (run[1][0] - run[0][0]) * extend, run[0][1] + (run[1][1] - run[0][1]) * extend],
          width: 26,
          stroke: 2.5,
          tick: 9,
          withCase: true,
        })
      : "";
  const shown = arrows
    .map((arrow, i) => {
      if (i < part) return arrow;
      if (i === part) return g({ opacity: clamp((local - 4.4) / 0.8) }, arrow);
      return "";
    })
    .join("");
  const progress = dimensionColours
    .map((colour, i) =>
      circle(840 + i * 60, 780, 14, { fill: i <= part ? colour : palette.paper, stroke: colour, "stroke-width": 3 }),
    )
    .join("");
  return svgDocument({ width: 1280, height: 720, viewBox: "300 170 1200 675" }, [
    wallAndFloor(1600, 900, 700),
    mattress(box, stroke),
    shown,
    tape,
    progress,
  ]);
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), "measure-video-"));
  try {
    const total = parts * partSeconds * fps;
    for (let index = 0; index < total; index += 1) {
      const png = await sharp(Buffer.from(frame(index / fps)))
        .png({ compressionLevel: 1 })
        .toBuffer();
      writeFileSync(join(work, `frame-${String(index).padStart(4, "0")}.png`), png);
    }
    const output = join(mediaDir, "measure-how-to.mp4");
    const args = [
      "-y",
      "-loglevel",
      "error",
      "-framerate",
      String(fps),
      "-i",
      join(work, "frame-%04d.png"),
      "-c:v",
      "libx264",
      "-preset",
      "slow",
      "-tune",
      "animation",
      "-crf",
      "26",
      "-pix_fmt",
      "yuv420p",
      "-movflags",
      "+faststart",
      "-an",
      output,
    ];
    const result = spawnSync("ffmpeg", args, { stdio: "inherit" });
    if (result.status !== 0) throw new Error(`ffmpeg failed with status ${String(result.status)}`);
    console.log(`wrote ${output} (${Math.round(statSync(output).size / 1024)} KB, ${total} frames)`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();

/**
 * The captions of measure-how-to.mp4 (video.ts): three parts of 8 s, width, length and depth. The
 * animation has no sound, so the captions say what each part shows, for anyone who cannot see it well
 * or reads along.
 */
const PART_SECONDS = 8;

const parts = [
  "[No sound] Width: a tape runs across the top of the mattress, from one side edge to the other.",
  "Length: the tape runs down the middle, from the head of the mattress to the foot.",
  "Depth: the tape stands upright against the side, from the underside to the top edge, topper included.",
];

/** "00:08.000": a WebVTT timestamp for whole seconds under an hour. */
function timestamp(seconds: number): string {
  return `${String(Math.floor(seconds / 60)).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}.000`;
}

export function measureHowToCaptions(): string {
  const cues = parts.map(
    (text, index) => `${timestamp(index * PART_SECONDS)} --> ${timestamp((index + 1) * PART_SECONDS)}\n${text}\n`,
  );
  return `WEBVTT\n\nNOTE The measuring animation has no sound: these captions say what each part of it shows.\n\n${cues.join("\n")}`;
}

import { median } from "./measure.js";

/** Measured by bench/interactions.ts. */
export const INTERACTIONS_HEADING = "## Taps on a phone (Event Timing as INP counts it, 4× CPU slowdown)";

/** One tap's durations in ms, one per load; 0 where it took under 16 ms, which Event Timing does not report. */
export type TapFigures = { route: string; tap: string; durations: number[] };

/** Web Vitals' "good" Interaction to Next Paint. */
const GOOD_INP_MS = 200;

const shown = (ms: number) => (ms === 0 ? "under 16 ms" : `${Math.round(ms)} ms`);

export function renderTaps(figures: TapFigures[]): string {
  const loads = figures[0]?.durations.length ?? 0;
  return [
    INTERACTIONS_HEADING,
    "",
    `Each tap's time from the finger to the frame that shows its answer, over ${loads} loads of its journey ` +
      "(Chromium as Lighthouse's phone, a fresh context each load, the CPU slowed 4× once the page has hydrated; " +
      "`bench/interactions.ts`). Lighthouse's runs end before anyone taps. The target is Web Vitals' " +
      `"good" INP, ${GOOD_INP_MS} ms. The baseline page has nothing to tap.`,
    "",
    "| route | tap | median | slowest | target | met? |",
    "|---|---|---|---|---|---|",
    ...figures.map((figure) => {
      const middle = median(figure.durations);
      const met = middle <= GOOD_INP_MS ? "yes" : "**no**";
      return `| \`${figure.route}\` | ${figure.tap} | ${shown(middle)} | ${shown(Math.max(...figure.durations))} | ≤ ${GOOD_INP_MS} ms | ${met} |`;
    }),
    "",
  ].join("\n");
}

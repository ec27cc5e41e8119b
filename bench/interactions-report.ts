import { median } from "./measure.js";

/** Measured by bench/interactions.ts. */
export const INTERACTIONS_HEADING = "## Taps on a phone (Event Timing as INP counts it, 4× CPU slowdown)";

/**
 * One tap's durations in ms, one per load it was made in (0 where it took under 16 ms, which Event
 * Timing does not report), and why it could not be made in the others.
 */
export type TapFigures = { route: string; tap: string; durations: number[]; failures: string[] };

/** Web Vitals' "good" Interaction to Next Paint. */
const GOOD_INP_MS = 200;

const shown = (ms: number) => (Number.isNaN(ms) ? "—" : ms === 0 ? "under 16 ms" : `${Math.round(ms)} ms`);

function row(figure: TapFigures): string {
  const middle = median(figure.durations);
  const slowest = figure.durations.length > 0 ? Math.max(...figure.durations) : Number.NaN;
  const met = figure.failures.length === 0 && middle <= GOOD_INP_MS ? "yes" : "**no**";
  return `| \`${figure.route}\` | ${figure.tap} | ${shown(middle)} | ${shown(slowest)} | ≤ ${GOOD_INP_MS} ms | ${met} |`;
}

/** A tap the bench could not make (the content changed, a control is gone) is said in words, not dropped. */
function failureLines(figures: TapFigures[]): string[] {
  return figures
    .filter((figure) => figure.failures.length > 0)
    .map((figure) => {
      const loads = figure.failures.length + figure.durations.length;
      const reasons = [...new Set(figure.failures)].join("; ");
      return `- \`${figure.route}\` ${figure.tap}: not made in ${figure.failures.length} of ${loads} loads (${reasons}).`;
    });
}

export function renderTaps(figures: TapFigures[]): string {
  const loads = figures[0] ? figures[0].durations.length + figures[0].failures.length : 0;
  const failures = failureLines(figures);
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
    ...figures.map(row),
    "",
    ...(failures.length > 0 ? [...failures, ""] : []),
  ].join("\n");
}

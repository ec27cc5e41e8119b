/** Display formats of the editorial blocks, fixed to en-AU so server and browser render the same text. */

/**
 * Each format is made on first use: making one loads locale data, which at module level the
 * browser paid on every page while starting the app, dates or not (about 13 ms at phone speed).
 */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const dateFormat = onFirstUse(
  () => new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
);
const centimetreFormat = onFirstUse(() => new Intl.NumberFormat("en-AU", { maximumFractionDigits: 1 }));

/** "2025-08-18" → "18 August 2025". The date is a calendar day, so it is read and shown in UTC. */
export function formatCalendarDate(isoDate: string): string {
  return dateFormat().format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}

export function formatReadingTime(minutes: number): string {
  return `${minutes} min read`;
}

export function formatCentimetres(value: number): string {
  return `${centimetreFormat().format(value)} cm`;
}

/** The brand is credited when an article names no author (SPEC §2). */
export function formatAuthor(author: string | null): string {
  return `by ${author ?? "Bedsmade"}`;
}

/** Smooth scrolling, unless the visitor asked for less motion. */
export function scrollBehaviour(): ScrollBehavior {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

/** Display formats of the editorial blocks, fixed to en-AU so server and browser render the same text. */

/**
 * Making an Intl format loads locale data: about 15 ms at phone speed, paid by the browser in the
 * middle of hydration. Dates, shown on most pages, are spelled out by hand instead (en-AU's long
 * date is day, month name, year); the measure format is made on first use, on the pages with measures.
 */
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
let centimetreFormat: Intl.NumberFormat | undefined;

/** "2025-08-18" → "18 August 2025". The date is a calendar day, so it is read and shown in UTC. */
export function formatCalendarDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()] ?? ""} ${date.getUTCFullYear()}`;
}

export function formatReadingTime(minutes: number): string {
  return `${minutes} min read`;
}

export function formatCentimetres(value: number): string {
  centimetreFormat ??= new Intl.NumberFormat("en-AU", { maximumFractionDigits: 1 });
  return `${centimetreFormat.format(value)} cm`;
}

/** The brand is credited when an article names no author (SPEC §2). */
export function formatAuthor(author: string | null): string {
  return `by ${author ?? "Bedsmade"}`;
}

/** Smooth scrolling, unless the visitor asked for less motion. */
export function scrollBehaviour(): ScrollBehavior {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

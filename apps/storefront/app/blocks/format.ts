/** Display formats of the editorial blocks, fixed to en-AU so server and browser render the same text. */

/** Spelled out by hand, not Intl, whose locale data costs a phone ~15 ms mid-hydration (tests compare with Intl). */
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

/** "2025-08-18" → "18 August 2025". The date is a calendar day, so it is read and shown in UTC. */
export function formatCalendarDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()] ?? ""} ${date.getUTCFullYear()}`;
}

export function formatReadingTime(minutes: number): string {
  return `${minutes} min read`;
}

/** 152.45 → "152.5 cm", 1200 → "1,200 cm". */
export function formatCentimetres(value: number): string {
  return `${formatOneDecimal(value)} cm`;
}

/** Rounds half away from zero on the number as written, as Intl does (152.45's double is a hair below). */
function formatOneDecimal(value: number): string {
  const written = String(Math.abs(value));
  if (!/^\d+(\.\d+)?$/.test(written)) return String(value);
  const [whole = "0", fraction = ""] = written.split(".");
  const roundsUp = fraction.length > 1 && fraction.charAt(1) >= "5";
  const tenths = Number(whole) * 10 + Number(fraction.charAt(0) || "0") + (roundsUp ? 1 : 0);
  const digits = String(Math.floor(tenths / 10)).replace(/\B(?=(\d{3})+$)/g, ",");
  const decimal = tenths % 10 === 0 ? "" : `.${tenths % 10}`;
  return `${value < 0 && tenths !== 0 ? "-" : ""}${digits}${decimal}`;
}

/** The brand is credited when an article names no author. */
export function formatAuthor(author: string | null): string {
  return `by ${author ?? "Bedsmade"}`;
}

/** Smooth scrolling, unless the visitor asked for less motion. */
export function scrollBehaviour(): ScrollBehavior {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

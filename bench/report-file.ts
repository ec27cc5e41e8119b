import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "../scripts/stack.js";
import { SCALE_OUT_HEADING } from "./scale-out-report.js";

/**
 * bench/REPORT.md, written in sections: `npm run bench` writes its own and keeps the ones other
 * commands wrote (`bench:scale-out`'s, the record of changes), each of which replaces only its own.
 */

const reportFile = path.join(repoRoot, "bench", "REPORT.md");

/** Written by hand: each change of issue 12 measured before and after, in one run. */
export const CHANGES_HEADING = "## Changes measured one at a time";

/** Sections that other commands or people write, which `npm run bench` keeps as they are. */
export const KEPT_HEADINGS = [CHANGES_HEADING, SCALE_OUT_HEADING];

function bounds(report: string, heading: string): { start: number; end: number } | null {
  const start = report.indexOf(heading);
  if (start < 0) return null;
  const next = report.indexOf("\n## ", start + heading.length);
  return { start, end: next < 0 ? report.length : next + 1 };
}

/** The section starting at `heading` (a `## ` line) up to the next `## ` heading, or "" when absent. */
export function sectionOf(report: string, heading: string): string {
  const found = bounds(report, heading);
  return found ? report.slice(found.start, found.end).trimEnd() : "";
}

/** The report with `section` in place of the one under `heading`, or added at the end. */
export function withSection(report: string, heading: string, section: string): string {
  const found = bounds(report, heading);
  if (!found) return `${report.trimEnd()}\n\n${section.trimEnd()}\n`;
  const rest = report.slice(found.end);
  return `${report.slice(0, found.start)}${section.trimEnd()}\n${rest === "" ? "" : `\n${rest}`}`;
}

export function readReport(): string {
  return existsSync(reportFile) ? readFileSync(reportFile, "utf8") : "";
}

export function writeReport(report: string): void {
  writeFileSync(reportFile, report);
}

/** Writes one section into the report, leaving the others as they are. */
export function writeSection(heading: string, section: string): void {
  writeReport(withSection(readReport(), heading, section));
}

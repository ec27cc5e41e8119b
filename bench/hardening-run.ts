/**
 * `npm run bench:hardening`: only the hardening figures (bench/hardening.ts), against the production stack,
 * written into bench/REPORT.md in place of the section the last run wrote (`npm run bench` writes it too).
 * Exits non-zero when the Observatory grades a page below A+ or a bad input gets a wrong answer.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "../scripts/stack.js";
import { hardeningFailures, measureHardening } from "./hardening.js";
import { HARDENING_HEADING, renderHardening } from "./hardening-report.js";
import { startProductionStack } from "./stack.js";

const reportFile = path.join(repoRoot, "bench", "REPORT.md");
const stack = await startProductionStack();
try {
  const results = await measureHardening();
  const section = renderHardening(results, new Date());
  const report = readFileSync(reportFile, "utf8");
  const start = report.indexOf(HARDENING_HEADING);
  const end = start < 0 ? -1 : report.indexOf("\n## ", start + HARDENING_HEADING.length);
  const updated =
    start < 0
      ? `${report.trimEnd()}\n\n${section}`
      : `${report.slice(0, start)}${section}${end < 0 ? "" : report.slice(end)}`;
  writeFileSync(reportFile, updated);
  console.log(section);
  const failures = hardeningFailures(results);
  if (failures.length > 0) {
    console.error(failures.join("\n"));
    process.exitCode = 1;
  }
} finally {
  stack.stop();
}

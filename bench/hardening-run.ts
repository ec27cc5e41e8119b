/**
 * `npm run bench:hardening`: only the hardening figures, rewriting their section of bench/REPORT.md.
 * Exits non-zero when a page grades below A+ or a bad input gets a wrong answer.
 */
import { hardeningFailures, measureHardening } from "./hardening.js";
import { HARDENING_HEADING, renderHardening } from "./hardening-report.js";
import { writeSection } from "./report-file.js";
import { startProductionStack } from "./stack.js";

const stack = await startProductionStack();
try {
  const results = await measureHardening();
  const section = renderHardening(results, new Date());
  writeSection(HARDENING_HEADING, section);
  console.log(section);
  const failures = hardeningFailures(results);
  if (failures.length > 0) {
    console.error(failures.join("\n"));
    process.exitCode = 1;
  }
} finally {
  stack.stop();
}

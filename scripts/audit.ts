/**
 * `tsx scripts/audit.ts [npm audit options]`: fails on high or critical advisories or an unreadable
 * answer, but only warns when the advisory service is down, so an outage upstream blocks no merge.
 */
import { spawnSync } from "node:child_process";
import { auditVerdict } from "./audit-verdict.js";

const extraArguments = process.argv.slice(2);
const label = ["npm audit", ...extraArguments].join(" ");
const result = spawnSync("npm", ["audit", "--json", "--audit-level=high", ...extraArguments], {
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
const verdict = auditVerdict(result.stdout ?? "");

switch (verdict.kind) {
  case "clean":
    console.log(`${label}: no high or critical advisories (${verdict.counts.total} below that level).`);
    break;
  case "advisories":
    console.error(
      `${label}: ${verdict.counts.critical} critical and ${verdict.counts.high} high advisories:\n  ${verdict.packages.join("\n  ")}\n` +
        "Run `npm audit` for the details and fix them (npm audit fix, an update or an override).",
    );
    process.exitCode = 1;
    break;
  case "unchecked": {
    const rule = "!".repeat(78);
    console.warn(
      `${rule}\n!! WARNING: ${label} could NOT check for advisories: ${verdict.reason}\n` +
        `!! The dependencies were NOT audited in this run. Run \`npm audit --audit-level=high\` where the\n` +
        `!! registry's advisory service is reachable before releasing.\n${rule}`,
    );
    break;
  }
  case "unreadable":
    console.error(`${label}: ${verdict.reason}\n${result.stderr ?? ""}`);
    process.exitCode = 1;
    break;
}

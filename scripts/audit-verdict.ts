/**
 * npm audit exits non-zero both on findings and when the advisory service cannot be asked, so only
 * the JSON tells them apart: metadata counts are an answer, an error object an outage.
 */

export type AuditVerdict =
  | { kind: "clean"; counts: SeverityCounts }
  | { kind: "advisories"; counts: SeverityCounts; packages: string[] }
  | { kind: "unchecked"; reason: string }
  | { kind: "unreadable"; reason: string };

export type SeverityCounts = { high: number; critical: number; total: number };

const BLOCKING = new Set(["high", "critical"]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function count(record: Record<string, unknown>, key: string): number {
  const value = record[key];
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}

/** npm's error codes for a registry that could not be asked: no audit support, network, HTTP status. */
const OUTAGE_CODES = /^(ENOAUDIT|ECONN[A-Z]+|ENOTFOUND|ETIMEDOUT|EAI_AGAIN|E\d{3})$/;

/**
 * The reason, when the audit request itself failed (an HTTP error from the advisory endpoint, DNS, a
 * refused connection). Other npm errors (no lockfile, say) are problems in this repository, not outages.
 */
function outageReason(report: Record<string, unknown>): string | undefined {
  if (typeof report.statusCode === "number") {
    return typeof report.message === "string" ? report.message : `the advisory service answered ${report.statusCode}`;
  }
  const error = report.error;
  if (isRecord(error) && typeof error.code === "string" && OUTAGE_CODES.test(error.code)) {
    return typeof error.summary === "string" && error.summary !== "" ? `${error.code}: ${error.summary}` : error.code;
  }
  return undefined;
}

export function auditVerdict(stdout: string): AuditVerdict {
  let report: unknown;
  try {
    report = JSON.parse(stdout);
  } catch {
    return { kind: "unreadable", reason: `npm audit printed no JSON: ${stdout.slice(0, 200) || "(nothing)"}` };
  }
  if (!isRecord(report)) return { kind: "unreadable", reason: "npm audit's JSON is not an object" };
  const metadata = report.metadata;
  if (isRecord(metadata) && isRecord(metadata.vulnerabilities)) {
    const severities = metadata.vulnerabilities;
    const counts = {
      high: count(severities, "high"),
      critical: count(severities, "critical"),
      total: count(severities, "total"),
    };
    if (counts.high + counts.critical === 0) return { kind: "clean", counts };
    const vulnerabilities = isRecord(report.vulnerabilities) ? report.vulnerabilities : {};
    const packages = Object.entries(vulnerabilities)
      .filter(([, entry]) => isRecord(entry) && typeof entry.severity === "string" && BLOCKING.has(entry.severity))
      .map(([name, entry]) => `${name} (${String((entry as Record<string, unknown>).severity)})`);
    return { kind: "advisories", counts, packages };
  }
  const reason = outageReason(report);
  if (reason) return { kind: "unchecked", reason };
  const error = isRecord(report.error) ? report.error : {};
  const detail =
    typeof error.summary === "string" ? error.summary : "its JSON holds neither a report nor a known error";
  return { kind: "unreadable", reason: `npm audit failed: ${detail}` };
}

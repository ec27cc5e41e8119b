import { describe, expect, it } from "vitest";
import { auditVerdict } from "./audit-verdict.js";

/** Shapes npm 10 prints for `npm audit --json`: a report, or an error object when it could not ask. */

function report(
  severities: Partial<Record<"info" | "low" | "moderate" | "high" | "critical", number>>,
  vulnerabilities = {},
) {
  const counts = { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...severities };
  const total = Object.values(counts).reduce((sum, value) => sum + value, 0);
  return JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: { vulnerabilities: { ...counts, total }, dependencies: { prod: 120, dev: 400, total: 520 } },
  });
}

describe("auditVerdict", () => {
  it("passes a report without high or critical advisories, even with lower ones", () => {
    expect(auditVerdict(report({}))).toEqual({ kind: "clean", counts: { high: 0, critical: 0, total: 0 } });
    expect(auditVerdict(report({ low: 2, moderate: 1 }))).toMatchObject({ kind: "clean", counts: { total: 3 } });
  });

  it("fails a report with high or critical advisories and names the packages", () => {
    const verdict = auditVerdict(
      report(
        { high: 1, critical: 1, moderate: 1 },
        {
          "path-to-regexp": { name: "path-to-regexp", severity: "high" },
          "form-data": { name: "form-data", severity: "critical" },
          cookie: { name: "cookie", severity: "moderate" },
        },
      ),
    );
    expect(verdict).toEqual({
      kind: "advisories",
      counts: { high: 1, critical: 1, total: 3 },
      packages: ["path-to-regexp (high)", "form-data (critical)"],
    });
  });

  it("calls the advisory endpoint's HTTP error an unchecked run, not a pass or a finding", () => {
    const methodNotAllowed = JSON.stringify({
      message: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
      method: "POST",
      uri: "https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
      statusCode: 405,
      body: "",
      error: { summary: "", detail: "" },
    });
    expect(auditVerdict(methodNotAllowed)).toEqual({
      kind: "unchecked",
      reason: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
    });
  });

  it("calls an unreachable registry unchecked", () => {
    const offline = JSON.stringify({
      error: { code: "ENOTFOUND", summary: "request to https://registry.npmjs.org failed", detail: "" },
    });
    expect(auditVerdict(offline)).toEqual({
      kind: "unchecked",
      reason: "ENOTFOUND: request to https://registry.npmjs.org failed",
    });
    const noAudit = JSON.stringify({
      error: { code: "ENOAUDIT", summary: "Your configured registry does not support audit requests." },
    });
    expect(auditVerdict(noAudit)).toMatchObject({ kind: "unchecked" });
  });

  it("fails on npm errors that are this repository's problem, and on output it cannot read", () => {
    const noLockfile = JSON.stringify({
      error: { code: "ENOLOCK", summary: "This command requires an existing lockfile." },
    });
    expect(auditVerdict(noLockfile)).toEqual({
      kind: "unreadable",
      reason: "npm audit failed: This command requires an existing lockfile.",
    });
    expect(auditVerdict("")).toMatchObject({ kind: "unreadable" });
    expect(auditVerdict("npm error something odd")).toMatchObject({ kind: "unreadable" });
    expect(auditVerdict("[]")).toMatchObject({ kind: "unreadable" });
  });
});

import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The WCAG levels issue 5 holds every page to (WCAG 2.2 AA, with the 2.0 and 2.1 rules it contains). */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;

/** One line per violation and one per offending node, so the failure message says what to fix and where. */
function describe(violations: AxeResults["violations"]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => `    ${node.target.join(" ")}\n      ${node.failureSummary?.replaceAll("\n", "\n      ") ?? ""}`)
        .join("\n");
      return `- ${violation.id} (${violation.impact ?? "unknown impact"}): ${violation.help}\n  ${violation.helpUrl}\n${nodes}`;
    })
    .join("\n");
}

/**
 * Runs axe-core on the page as it is now (an open dialog included) and fails with every violation
 * listed. `what` names the state in the message, e.g. "/faqs" or "the cart panel with a line".
 */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  // A form's result page can be in the DOM before its stylesheet arrives; axe must judge the styled page.
  await page.waitForLoadState("load");
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  // Soft, so one run lists the violations of every page and state it visits, not just the first.
  expect.soft(describe(results.violations), `axe violations on ${what}`).toBe("");
}

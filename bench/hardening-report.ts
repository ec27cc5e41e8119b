import type { HardeningResults } from "./hardening.js";

/** The heading that opens the section; `npm run bench:hardening` replaces the section from it on. */
export const HARDENING_HEADING = "## Hardening (production configuration: https upstreams, TLS in front)";

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

export function renderHardening(results: HardeningResults, measuredAt: Date): string {
  const [home] = results.observatory;
  const { flood } = results;
  const totals = results.badInputs.reduce(
    (sum, family) => ({ cases: sum.cases + family.cases, wrong: sum.wrong + family.wrong.length }),
    { cases: 0, wrong: 0 },
  );
  return [
    HARDENING_HEADING,
    "",
    `Measured ${measuredAt.toISOString()}. A storefront of its own beside the stack, configured as deployed: ` +
      "NODE_ENV=production, PUBLIC_URL and every upstream on https (the content and shop services behind TLS balancers), " +
      "TLS in front with TRUST_PROXY=loopback, certificates from a local authority the clients trust (bench/hardening.ts).",
    "",
    "### MDN HTTP Observatory (the scanner of observatory.mdn.dev, @mdn/mdn-http-observatory)",
    "",
    "| page | grade | score | tests passed |",
    "|---|---|---|---|",
    ...results.observatory.map(
      (scan) =>
        `| ${scan.site.replace(/^[^/]+/, "") || "/"} | ${scan.scan.grade} | ${scan.scan.score} | ${scan.scan.testsPassed} of ${scan.scan.testsQuantity} |`,
    ),
    "",
    ...(home
      ? [
          "The home page's tests:",
          "",
          "| test | result | score modifier |",
          "|---|---|---|",
          ...Object.entries(home.tests).map(
            ([name, test]) => `| ${name} | ${test.pass ? "" : "failed: "}${test.result} | ${test.scoreModifier} |`,
          ),
          "",
        ]
      : []),
    `### Bad inputs by kind (the fuzz spec's generators and seed, ${totals.cases} requests, ${totals.wrong} wrong answers)`,
    "",
    "A wrong answer is a 5xx, a stack trace or internal detail, an unescaped script, a refusal without a sentence, or a redirect off the site.",
    "",
    "| kind | requests | answers by status | wrong answers |",
    "|---|---|---|---|",
    ...results.badInputs.map(
      (family) =>
        `| ${family.kind} | ${family.cases} | ${Object.entries(family.byStatus)
          .sort()
          .map(([status, count]) => `${status}: ${count}`)
          .join(", ")} | ${family.wrong.length === 0 ? "0" : family.wrong.join("; ")} |`,
    ),
    "",
    `### Load held: ${flood.posts} posts of ${flood.megabytesEach} MB at once`,
    "",
    `To /api/cart, /buy, /api/forms (twice) and /api/revalidate. The storefront's resident memory went from ` +
      `${megabytes(flood.residentBefore)} to at most ${megabytes(flood.residentPeak)} ` +
      `(${megabytes(flood.posts * flood.megabytesEach * 1024 * 1024)} sent). Answers: ${flood.answers.join(", ")}. ` +
      "A sender that is still writing when the 413 comes may read the closed connection instead; either way nothing was kept.",
    "",
  ].join("\n");
}

import type { HardeningResults } from "./hardening.js";

/** The heading that opens the section; `npm run bench:hardening` replaces the section from it on. */
export const HARDENING_HEADING = "## Hardening (production configuration: https upstreams, TLS in front)";

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** One row a request, one column a fault: its status, and what was wrong with it if anything. */
function faultRows(outcomes: HardeningResults["faults"]): string[] {
  const faults = [...new Set(outcomes.map((outcome) => outcome.fault))];
  const requests = [...new Set(outcomes.map((outcome) => outcome.request))];
  return requests.map((request) => {
    const cells = faults.map((fault) => {
      const outcome = outcomes.find((candidate) => candidate.fault === fault && candidate.request === request);
      return outcome ? `${outcome.status}${outcome.problem ? ` (lost: ${outcome.problem.slice(0, 120)})` : ""}` : "";
    });
    return `| ${request} | ${cells.join(" | ")} |`;
  });
}

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
    "A wrong answer is a 5xx, a stack trace or internal detail, an unescaped script, a refusal without a sentence, a redirect off the site, or an address of the site (canonical, og:url, sitemap, robots.txt) or any URL naming another origin or a host the request forged.",
    "",
    "The path-spelling families send each guard's request under its own path and ten other spellings of it (capitals, " +
      "a doubled slash, a percent-escape, dot segments, a trailing slash), byte for byte: any answer below 400 is wrong " +
      "but a redirect back to the guard's own path. The storefront's are the webhook with a wrong secret, a form past " +
      "its body limit, a cart change under a tampered cookie, a forged preview link and an API's answer asked for as " +
      "page data; the CMS's, sent straight to the CMS, are public reads of drafts of pages and articles and a form past " +
      "its body limit. The picture family's junk addresses (a query or fragment on a real file, the CMS's API and admin " +
      "under every spelling, another origin, a width the route does not make) must be refused; other spellings of the " +
      "file's address may answer it, and the family may leave at most one new rendition in the storefront's " +
      "IMAGE_CACHE_DIR for each width and format answered 200. An API address fetched would answer 502, a wrong answer too.",
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
    ...results.badInputs.flatMap((family) =>
      family.renditions
        ? [
            `${family.kind}: ${family.renditions.made} new renditions in the storefront's IMAGE_CACHE_DIR, ` +
              `at most ${family.renditions.allowed} allowed (one for each width and format answered 200).`,
            "",
          ]
        : [],
    ),
    "### Faults survived: the CMS, then the shop, taken away mid-run",
    "",
    "Each balancer in front of an upstream is closed, so the storefront finds nobody there. A 502 or 503 passes " +
      "when it says so in words; a 500, a leak or a silent refusal is a loss.",
    "",
    "| request | everything up | the CMS unreachable | the CMS and the shop unreachable |",
    "|---|---|---|---|",
    ...faultRows(results.faults),
    "",
    `### Load held: ${flood.posts} posts of ${flood.megabytesEach} MB at once`,
    "",
    `To /api/cart, /buy, /api/forms (twice, once with no declared length) and /api/revalidate, straight to the ` +
      "storefront (the balancer refuses bodies over 8 MB itself). Its resident memory went from " +
      `${megabytes(flood.residentBefore)} to at most ${megabytes(flood.residentPeak)} ` +
      `(${megabytes(flood.posts * flood.megabytesEach * 1024 * 1024)} sent). Answers: ${flood.answers.join(", ")}. ` +
      "A sender that is still writing when the 413 comes may read the closed connection instead; either way nothing was kept.",
    "",
  ].join("\n");
}

import { readdirSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import {
  blogCase,
  buyActionCase,
  buyPageCase,
  cartCase,
  contentPostCase,
  formCase,
  FUZZ_RUNS,
  FUZZ_SEED,
  oversizedCase,
  pathCase,
  revalidateCase,
  type CartFixture,
  type FuzzCase,
} from "../test-support/fuzz-cases.js";
import {
  cmsGuards,
  everySpelling,
  pictureJunkCase,
  storefrontGuards,
  type PictureFixture,
} from "../test-support/fuzz-guard-cases.js";
import { hostCase } from "../test-support/fuzz-host-cases.js";
import { problemWith, type Answer } from "../test-support/fuzz-verdict.js";
import { sendAsSpelled } from "../test-support/path-spellings.js";

/**
 * The fuzz spec's generators and seed against the hardened deployment, tallied by kind: every family through
 * the front balancer, and the CMS's own guards straight to the CMS (its address is the bench's own).
 */

export type BadInputTally = {
  kind: string;
  cases: number;
  byStatus: Record<string, number>;
  wrong: string[];
  /** For the picture family: renditions it left, and the most its 200s allow (a width and format each). */
  renditions?: { made: number; allowed: number };
};

export type BadInputTargets = {
  /** One request through the front balancer, its path sent byte for byte. */
  ask: (request: FuzzCase) => Promise<Answer>;
  origin: string;
  allowedOrigins: string[];
  /** The CMS as the bench started it, plain http on this machine. */
  cms: string;
  revalidateSecret: string;
  cart: CartFixture;
  slugs: string[];
  picture: PictureFixture;
  /** The picture renditions the storefront has kept, counted in its IMAGE_CACHE_DIR. */
  renditionsDir: string;
};

/** cacache keeps one index file a key: one a rendition. */
function renditionsIn(directory: string): number {
  try {
    const entries = readdirSync(path.join(directory, "index-v5"), { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).length;
  } catch {
    return 0;
  }
}

const sampled = (arbitrary: fc.Arbitrary<FuzzCase>, runs: number, stream: number) =>
  fc.sample(arbitrary, { seed: FUZZ_SEED + stream, numRuns: runs });

/** A family of cases, sent to the CMS itself when `toCms`; `makesPictures` has its renditions counted. */
type Family = [kind: string, cases: FuzzCase[], how?: { toCms?: boolean; makesPictures?: boolean }];

function families(targets: BadInputTargets): Family[] {
  const guards = storefrontGuards({ revalidateSecret: targets.revalidateSecret, cartCookie: targets.cart.cookieName });
  return [
    ["forms: every field of every form, broken bodies", sampled(formCase, FUZZ_RUNS.forms, 0)],
    ["cart: wrong types, forged ids, tampered cookies", sampled(cartCase(targets.cart), FUZZ_RUNS.cart, 1)],
    ["/buy: any step, line, size and depth", sampled(buyPageCase, FUZZ_RUNS.buyPage, 2)],
    ["/buy: any Add posted", sampled(buyActionCase, FUZZ_RUNS.buyAction, 3)],
    ["blog categories", sampled(blogCase, FUZZ_RUNS.blog, 4)],
    ["paths: traversal, encodings, open redirects", sampled(pathCase, FUZZ_RUNS.paths, 5)],
    ["posts to content pages", sampled(contentPostCase(targets.slugs), FUZZ_RUNS.contentPost, 6)],
    [
      "webhook: wrong secrets, bodies that are not a webhook",
      sampled(revalidateCase(targets.revalidateSecret), FUZZ_RUNS.revalidate, 7),
    ],
    ["bodies over their route's limit", sampled(oversizedCase, FUZZ_RUNS.oversized, 8)],
    ["Host and forwarded headers: forged, malformed, odd protocols", sampled(hostCase, FUZZ_RUNS.hosts, 9)],
    ["storefront guards: path spellings", everySpelling(guards, FUZZ_RUNS.guardSpellings, 11)],
    [
      "pictures: junk src addresses",
      sampled(pictureJunkCase(targets.picture), FUZZ_RUNS.pictureJunk, 12),
      { makesPictures: true },
    ],
    ["CMS guards: path spellings", everySpelling(cmsGuards(), FUZZ_RUNS.guardSpellings, 13), { toCms: true }],
  ];
}

/**
 * Picture cases answer with one file, so at most one rendition per width and Accept among their 200s;
 * junk addresses that each made their own would exceed it.
 */
function renditionsAllowed(cases: FuzzCase[], statuses: number[]): number {
  const answered = cases.filter((_, at) => statuses[at] === 200);
  return new Set(answered.map((asked) => `${asked.headers.Accept} ${asked.path.split("&w=")[1]}`)).size;
}

export async function badInputs(targets: BadInputTargets): Promise<BadInputTally[]> {
  const tallies: BadInputTally[] = [];
  for (const [index, [kind, cases, how]] of families(targets).entries()) {
    const tally: BadInputTally = { kind, cases: cases.length, byStatus: {}, wrong: [] };
    const renditionsBefore = renditionsIn(targets.renditionsDir);
    const statuses: number[] = [];
    for (const [number, fuzzCase] of cases.entries()) {
      // Each case from its own address, so the per-client limits answer only where a case is about them.
      const headers = {
        ...fuzzCase.headers,
        "X-Forwarded-For": `10.${index + 100}.${Math.floor(number / 250)}.${(number % 250) + 1}`,
      };
      const sent = { ...fuzzCase, headers };
      const answer = await (how?.toCms ? askDirectly(targets.cms, sent) : targets.ask(sent)).catch(() => null);
      statuses.push(answer?.status ?? 0);
      const status = answer ? `${Math.floor(answer.status / 100)}xx` : "no answer";
      tally.byStatus[status] = (tally.byStatus[status] ?? 0) + 1;
      const origin = how?.toCms ? targets.cms : targets.origin;
      const problem = answer ? problemWith(answer, origin, targets.allowedOrigins, fuzzCase) : "no answer";
      if (problem) tally.wrong.push(`${problem} (${fuzzCase.method} ${fuzzCase.path.slice(0, 120)})`);
    }
    if (how?.makesPictures) {
      const renditions = {
        made: renditionsIn(targets.renditionsDir) - renditionsBefore,
        allowed: renditionsAllowed(cases, statuses),
      };
      tally.renditions = renditions;
      if (renditions.made > renditions.allowed)
        tally.wrong.push(`${renditions.made} renditions made for ${renditions.allowed} widths and formats of one file`);
    }
    tallies.push(tally);
  }
  return tallies;
}

async function askDirectly(origin: string, request: FuzzCase): Promise<Answer> {
  const answer = await sendAsSpelled(origin, request.path, {
    method: request.method,
    headers: request.headers,
    ...(request.body === undefined ? {} : { body: request.body }),
  });
  return { status: answer.status, headers: answer.headers, body: answer.text };
}

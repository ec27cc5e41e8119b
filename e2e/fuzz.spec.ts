import { expect, test, type APIRequestContext } from "@playwright/test";
import fc from "fast-check";
import { z } from "zod";
import { RATE_LIMITED_MESSAGE } from "../apps/storefront/app/forms/protocol";
import { cmsAdmin, PAGE } from "./support/cms-admin";
import { contentUrl, readCollection } from "./support/content";
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
import { everySpelling, pictureJunkCase, storefrontGuards } from "../test-support/fuzz-guard-cases.js";
import { hostCase } from "../test-support/fuzz-host-cases.js";
import { problemWith, sendAll, visibleText } from "../test-support/fuzz-verdict.js";
import { classicVariant, shopUrl } from "./support/shop";

/**
 * Generated hostile input to every form, action and URL parameter (docs/testing.md, "Bad input").
 * The seed is fixed so a failure replays; FUZZ_SEED explores others. Desktop only.
 */

// An upper bound for several hundred requests on a shared machine, not a speed target.
test.describe.configure({ timeout: 180_000 });
// Each case carries its input in the failure message; a trace of hundreds of requests would add nothing.
test.use({ trace: "off" });

test.beforeEach(() => {
  const testInfo = test.info();
  test.skip(testInfo.project.name !== "desktop", "the server's answers do not depend on the viewport");
  console.log(`${testInfo.title}: fuzz seed ${FUZZ_SEED} (FUZZ_SEED=<n> to explore another)`);
});

function sample<Case>(arbitrary: fc.Arbitrary<Case>, runs: number, stream: number): Case[] {
  return fc.sample(arbitrary, { seed: FUZZ_SEED + stream, numRuns: runs });
}

async function expectProperAnswers(baseURL: string | undefined, cases: FuzzCase[], addressBlock: number) {
  const origin = baseURL ?? "";
  const failures = await sendAll({
    origin,
    allowedOrigins: [new URL(shopUrl()).origin],
    cases,
    addressBlock,
  });
  expect(
    failures,
    `${failures.length} of ${cases.length} answers were wrong (seed ${FUZZ_SEED}):\n${failures.join("\n")}`,
  ).toEqual([]);
}

const cartAnswer = z.object({ cart: z.object({ lines: z.array(z.object({ id: z.string() })).min(1) }) });

/** A real cart with one line, so forged ids and tampered cookies meet a cart that exists. */
async function makeCart(request: APIRequestContext): Promise<CartFixture> {
  const variant = await classicVariant(request);
  const response = await request.post("/api/cart", {
    form: { intent: "add", variantKey: variant.key },
    headers: { "X-Forwarded-For": "10.250.0.1" },
  });
  expect(response.status()).toBe(200);
  const cookie = /^([^=]+_cart_id)=([^;]*)/.exec(response.headers()["set-cookie"] ?? "");
  const line = cartAnswer.parse(await response.json()).cart.lines[0];
  if (!cookie?.[1] || !cookie[2] || !line) throw new Error("adding to the cart gave no cart cookie or line");
  return { cookieName: cookie[1], cookieValue: cookie[2], lineId: line.id, variantKey: variant.key };
}

async function pageSlugs(request: APIRequestContext): Promise<string[]> {
  return (await readCollection(request, "pages", z.object({ slug: z.string() }), { "fields[0]": "slug" })).map(
    (entry) => entry.slug,
  );
}

test("POST /api/forms: every field of every form, broken bodies, no-JS and fetch", async ({ baseURL }) => {
  await expectProperAnswers(baseURL, sample(formCase, FUZZ_RUNS.forms, 1), 1);
});

test("POST /api/cart: every intent with wrong types, forged ids, long codes and tampered cookies", async ({
  request,
  baseURL,
}) => {
  const fixture = await makeCart(request);
  await expectProperAnswers(baseURL, sample(cartCase(fixture), FUZZ_RUNS.cart, 2), 2);
});

test("/buy: any step, line, size and depth in the URL, and any Add posted", async ({ baseURL }) => {
  const cases = [...sample(buyPageCase, FUZZ_RUNS.buyPage, 3), ...sample(buyActionCase, FUZZ_RUNS.buyAction, 4)];
  await expectProperAnswers(baseURL, cases, 3);
});

test("GET paths, blog categories and content-page posts", async ({ request, baseURL }) => {
  const cases = [
    ...sample(blogCase, FUZZ_RUNS.blog, 5),
    ...sample(pathCase, FUZZ_RUNS.paths, 6),
    ...sample(contentPostCase(await pageSlugs(request)), FUZZ_RUNS.contentPost, 7),
  ];
  await expectProperAnswers(baseURL, cases, 4);
});

test("POST /api/revalidate: wrong secrets and bodies that are not a webhook", async ({ baseURL }) => {
  const secret = process.env.E2E_REVALIDATE_SECRET ?? "";
  expect(secret, "E2E_REVALIDATE_SECRET comes from playwright.config.ts").not.toBe("");
  await expectProperAnswers(baseURL, sample(revalidateCase(secret), FUZZ_RUNS.revalidate, 8), 5);
});

test("bodies over their route's limit: 413 with a sentence", async ({ baseURL }) => {
  await expectProperAnswers(baseURL, sample(oversizedCase, FUZZ_RUNS.oversized, 9), 6);
});

/*
 * The stack trusts X-Forwarded-* from loopback, the harder case; PUBLIC_URL is baseURL, so the site's
 * URLs must name it (docs/testing.md, "Forged hosts"). Under E2E_DEV=1 Vite's host check answers 403 first.
 */
test("Host and forwarded headers: forged hosts, hosts no URL can hold, odd protocols", async ({ baseURL }) => {
  await expectProperAnswers(baseURL, sample(hostCase, FUZZ_RUNS.hosts, 10), 7);
});

test("every guard under every spelling of its path: capitals, //, %-escapes, dot segments, a trailing slash", async ({
  request,
  baseURL,
}) => {
  const admin = await cmsAdmin();
  // A page only the editor has seen: under no spelling may ?status=draft show it to a visitor.
  const draftSlug = `fuzz-draft-${FUZZ_SEED}`;
  const draft = z
    .object({ documentId: z.string() })
    .parse(await admin.createDraft(PAGE, { slug: draftSlug, pageSeo: { metaTitle: "Fuzz draft | Bedsmade" } }));
  try {
    const guards = storefrontGuards({
      revalidateSecret: process.env.E2E_REVALIDATE_SECRET ?? "",
      cartCookie: (await makeCart(request)).cookieName,
      draftSlug,
    });
    await expectProperAnswers(baseURL, everySpelling(guards, FUZZ_RUNS.guardSpellings, 11), 8);
  } finally {
    await admin.remove(PAGE, draft.documentId);
  }
});

test("pictures: junk after a file's address, the CMS's API under every spelling, other origins", async ({
  request,
  baseURL,
}) => {
  const home = await (await request.get("/")).text();
  const file = /\/_image\/([^"?/]+\.(?:webp|jpe?g|png))\?/.exec(home)?.[1];
  expect(file, "the home page shows a picture from the CMS's uploads").toBeDefined();
  const cases = sample(pictureJunkCase({ library: contentUrl(), file: file ?? "" }), FUZZ_RUNS.pictureJunk, 12);
  await expectProperAnswers(baseURL, cases, 9);
});

test("one address still meets the form limit: 429 with Retry-After and the message", async ({ request, baseURL }) => {
  // Its own address each attempt: a retry must not start inside the window the first attempt used up.
  const address = `192.0.2.${1 + (Date.now() % 254)}`;
  const post = () =>
    request.post("/api/forms", {
      form: { formType: "subscribe", email: "not-an-email" },
      headers: { "X-Forwarded-For": address, Accept: "text/html" },
      maxRedirects: 0,
    });
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 20; attempt += 1) statuses.push((await post()).status());
  expect(statuses).toEqual(Array.from({ length: 20 }, () => 422));

  const limited = await post();
  const answer = { status: limited.status(), headers: limited.headers(), body: await limited.text() };
  expect(answer.status).toBe(429);
  expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
  expect(visibleText(answer.body)).toContain(RATE_LIMITED_MESSAGE);
  expect(problemWith(answer, baseURL ?? "", [])).toBeNull();
});

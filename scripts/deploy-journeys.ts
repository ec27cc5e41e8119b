/**
 * What `npm run test:deploy` asks of the played recipe: a shopper's pages and cart through each
 * storefront replica, and the owner's published edit seen on every replica.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { signIn } from "../test-support/cms-admin.js";
import { repoRoot } from "./stack.js";

/** As the ingress would send it: the shopper's https, one proxy in front (TRUST_PROXY=1). */
const THROUGH_THE_INGRESS = { "X-Forwarded-Proto": "https", "X-Forwarded-For": "203.0.113.7" };

async function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; text: string }> {
  const answer = await fetch(url, { headers: { ...THROUGH_THE_INGRESS, ...headers }, redirect: "manual" });
  return { status: answer.status, text: await answer.text() };
}

/** A variant in stock in the stand-in's catalogue, as /buy names it in its form. */
function variantInStock(): string {
  const catalogue = JSON.parse(readFileSync(path.join(repoRoot, "services/shop/seed/catalogue.json"), "utf8")) as {
    products: { variants: { id: string; stock: number }[] }[];
  };
  const variant = catalogue.products.flatMap((product) => product.variants).find((v) => v.stock > 0);
  if (!variant) throw new Error("the shop's seed catalogue has no variant in stock");
  return variant.id;
}

export async function shopperJourney(replicas: string[], report: (line: string) => void): Promise<void> {
  for (const replica of replicas) {
    for (const page of ["/", "/faqs"]) {
      const answer = await get(`${replica}${page}`);
      if (answer.status !== 200 || !answer.text.includes("<html"))
        throw new Error(`GET ${page} on ${replica} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
    }
    report(`${replica}: / and /faqs answered 200`);
  }
  const variantKey = variantInStock();
  let cookie = "";
  let itemCount = 0;
  for (const replica of replicas) {
    const answer = await fetch(`${replica}/api/cart`, {
      method: "POST",
      headers: {
        ...THROUGH_THE_INGRESS,
        Accept: "application/json",
        "Content-Type": "application/x-www-form-urlencoded",
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: new URLSearchParams({ intent: "add", variantKey, quantity: "1" }),
    });
    const body = (await answer.json()) as { cart?: { lines?: { quantity: number }[] } };
    if (answer.status !== 200)
      throw new Error(`add to cart on ${replica} answered ${answer.status}: ${JSON.stringify(body)}`);
    const setCookies = answer.headers.getSetCookie().map((line) => line.split(";")[0]);
    if (setCookies.length > 0) cookie = [cookie, ...setCookies].filter(Boolean).join("; ");
    const count = (body.cart?.lines ?? []).reduce((sum, line) => sum + line.quantity, 0);
    if (count <= itemCount) throw new Error(`after an add on ${replica} the cart holds ${count} set(s), not more`);
    itemCount = count;
    report(`${replica}: added a set (variant ${variantKey}); the cart holds ${count}`);
  }
  for (const replica of replicas) {
    const answer = await get(`${replica}/api/cart`, { Accept: "application/json", Cookie: cookie });
    const body = JSON.parse(answer.text) as { itemCount?: number };
    if (answer.status !== 200 || body.itemCount !== itemCount)
      throw new Error(`GET /api/cart on ${replica} answered ${answer.status} with ${answer.text.slice(0, 300)}`);
  }
  report(`both replicas see the same cart of ${itemCount} sets`);
}

interface Block {
  __component: string;
  heading?: string;
}

/** Signs in as the owner, publishes a new intro heading on /faqs and waits for it on every replica. */
export async function ownerJourney(
  cmsUrl: string,
  account: { email: string; password: string },
  replicas: string[],
  report: (line: string) => void,
): Promise<void> {
  const admin = await signIn(cmsUrl, account);
  report(`signed in to the CMS admin as ${account.email}`);
  for (const replica of replicas) await get(`${replica}/faqs`);
  const uid = "api::page.page";
  const documentId = await admin.documentIdOf(uid, "faqs");
  const draft = (await admin.draft(uid, documentId)) as { pageContent: Block[] };
  const intro = draft.pageContent.find((block) => block.__component === "blocks.page-intro");
  if (!intro) throw new Error("the faqs page has no intro block to edit");
  const heading = `Questions answered ${Date.now()}`;
  intro.heading = heading;
  await admin.saveDraft(uid, documentId, draft);
  await admin.publish(uid, documentId);
  const published = Date.now();
  report(`published the heading "${heading}" on the faqs page`);
  const waiting = new Set(replicas);
  while (waiting.size > 0 && Date.now() - published < 90_000) {
    for (const replica of [...waiting]) {
      const page = await get(`${replica}/faqs`);
      if (!page.text.includes(heading)) continue;
      waiting.delete(replica);
      report(`${replica}: shows it ${((Date.now() - published) / 1000).toFixed(1)} s after publishing`);
    }
    if (waiting.size > 0) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (waiting.size > 0)
    throw new Error(`90 s after publishing, ${[...waiting].join(" and ")} still showed the old page`);
}

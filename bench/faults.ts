import type { FuzzCase } from "../test-support/fuzz-cases.js";
import { problemWith, type Answer } from "../test-support/fuzz-verdict.js";

/**
 * The CMS goes away, then the shop, while shoppers keep arriving. Judged as the fuzz test judges, but a
 * 502 or 503 passes when it says so in words.
 */

export type FaultOutcome = { fault: string; request: string; status: string; problem: string | null };

type Ask = (request: FuzzCase) => Promise<Answer>;

const form = (fields: Record<string, string>) => ({
  headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
  body: new URLSearchParams(fields).toString(),
});

/** What shoppers ask for on any day: the pages they land on, a contact message, an add to the cart. */
function shopperRequests(variantKey: string): FuzzCase[] {
  return [
    { method: "GET", path: "/", headers: {} },
    { method: "GET", path: "/faqs", headers: {} },
    { method: "GET", path: "/contact", headers: {} },
    { method: "GET", path: "/blog", headers: {} },
    { method: "GET", path: "/buy", headers: {} },
    { method: "GET", path: "/api/cart", headers: { Accept: "application/json" } },
    {
      method: "POST",
      path: "/api/forms",
      ...form({
        formType: "contact",
        email: "shopper@example.com",
        mobile: "0412345678",
        message: "Do you make cot sheets?",
      }),
    },
    { method: "POST", path: "/api/cart", ...form({ intent: "add", variantKey }) },
  ];
}

function judge(answer: Answer | null, origin: string): { status: string; problem: string | null } {
  if (!answer) return { status: "no answer", problem: "no answer" };
  const upstreamDown = answer.status === 502 || answer.status === 503;
  // Judged as a refusal: it must carry a sentence, like every 4xx.
  const judged = upstreamDown ? { ...answer, status: 424 } : answer;
  return { status: String(answer.status), problem: problemWith(judged, origin, []) };
}

/**
 * Asks the shopper's requests with everything up, with the CMS down, and with the CMS and the shop down.
 * `takeDown` makes each upstream unreachable for the rest of the run.
 */
export async function surviveFaults(options: {
  ask: Ask;
  origin: string;
  variantKey: string;
  takeDown: { content: () => Promise<void>; shop: () => Promise<void> };
}): Promise<FaultOutcome[]> {
  const outcomes: FaultOutcome[] = [];
  // The shopper's cart, once the first add made one, so later rounds ask the shop for a cart that exists.
  let cartCookie: string | undefined;
  const round = async (fault: string) => {
    for (const request of shopperRequests(options.variantKey)) {
      const headers = cartCookie ? { ...request.headers, Cookie: cartCookie } : request.headers;
      const answer = await options.ask({ ...request, headers }).catch(() => null);
      cartCookie ??= /(?:^|,\s*)([^=;,\s]+_cart_id=[^;]*)/.exec(answer?.headers["set-cookie"] ?? "")?.[1];
      outcomes.push({ fault, request: `${request.method} ${request.path}`, ...judge(answer, options.origin) });
    }
  };
  await round("none");
  await options.takeDown.content();
  await round("the CMS unreachable");
  await options.takeDown.shop();
  await round("the CMS and the shop unreachable");
  return outcomes;
}

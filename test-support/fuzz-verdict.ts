import type { FuzzCase } from "./fuzz-cases.js";
import { SCRIPT_MARKER } from "./fuzz-inputs.js";
import { sendAsSpelled } from "./path-spellings.js";

/**
 * Every answer to bad input: never a 5xx or an internal detail, every refusal in words a person can
 * read, every redirect kept on the site.
 */

export type Answer = { status: number; headers: Record<string, string>; body: string };

const LEAK = /at \w+ \(|node_modules|Error:\s|\.tsx?:\d+/;
/** Development mode (E2E_DEV=1) loads modules from quoted node_modules URLs; those are not a leak. */
const DEV_MODULE_URL = /(["'])(?:\/@fs)?\/[^"'\s]*node_modules\/[^"'\s]*\1/g;

/** The words a person sees in a page's main region. */
export function visibleText(html: string): string {
  const main = /<main\b[\s\S]*?<\/main>/i.exec(html)?.[0] ?? html;
  return main
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** A readable sentence somewhere in a JSON answer: `message`, `error`, or a notice's message. */
function hasJsonMessage(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasJsonMessage);
  if (typeof value !== "object" || value === null) return false;
  return Object.entries(value).some(
    ([key, field]) =>
      ((key === "message" || key === "error") && typeof field === "string" && /\w{3}/.test(field)) ||
      hasJsonMessage(field),
  );
}

function carriesMessage(answer: Answer): boolean {
  const type = answer.headers["content-type"] ?? "";
  if (type.includes("json")) {
    try {
      return hasJsonMessage(JSON.parse(answer.body));
    } catch {
      return false;
    }
  }
  if (type.includes("html")) return /\w{3}/.test(visibleText(answer.body));
  // React Router's single-fetch stream: the route's data (a message, field errors) as quoted strings.
  if (type.includes("x-script")) return /"[^"]*[A-Za-z]{3}[^"]*"/.test(answer.body);
  return /\w{3}/.test(answer.body);
}

/** A Location must stay on this site (or lead to the shop's own checkout). */
function offSite(location: string, origin: string, allowedOrigins: string[]): boolean {
  if (/^\/(?![/\\])/.test(location)) return false;
  try {
    return ![origin, ...allowedOrigins].includes(new URL(location).origin);
  } catch {
    return true;
  }
}

/** Every address an answer gives for the site itself: canonical, og:url, the sitemap's locs, robots.txt's Sitemap. */
function selfReferences(body: string): string[] {
  const patterns = [
    /<link[^>]+rel="canonical"[^>]+href="([^"]*)"/g,
    /<meta[^>]+property="og:url"[^>]+content="([^"]*)"/g,
    /<loc>([^<]*)<\/loc>/g,
    /^Sitemap:\s*(\S+)/gm,
  ];
  return patterns.flatMap((pattern) => [...body.matchAll(pattern)].map((match) => match[1] ?? ""));
}

/** The hosts a request named for itself (Host, X-Forwarded-Host, Forwarded's host=), lower-cased, without a port. */
function namedHosts(headers: Record<string, string>): string[] {
  const named = Object.entries(headers).flatMap(([name, value]) => {
    const header = name.toLowerCase();
    if (header === "host" || header === "x-forwarded-host") return value.split(",");
    if (header === "forwarded") return [...value.matchAll(/host="?([^";,]+)/gi)].map((match) => match[1] ?? "");
    return [];
  });
  return named.flatMap((host) => {
    try {
      return [new URL(`http://${host.trim()}`).hostname];
    } catch {
      return [];
    }
  });
}

/**
 * A guard refuses whatever the path's spelling: no success, and a redirect only to the guard's own
 * address, where it refuses again (a page's capitals are sent to its lower-case address, say).
 */
function refusalBroken(answer: Answer, refused: NonNullable<FuzzCase["refused"]>): string | null {
  if (answer.status >= 400) return null;
  const location = answer.headers.location;
  if (answer.status >= 300 && location && new URL(location, "http://site.invalid").pathname === refused.canonical)
    return null;
  return `${answer.status} to ${refused.what}, which ${refused.canonical} refuses`;
}

/**
 * The problem with an answer, or null. `origin` must be the storefront's PUBLIC_URL: with it set, no
 * Host or forwarded host may decide the site's own URLs (docs/testing.md, "Forged hosts").
 */
export function problemWith(
  answer: Answer,
  origin: string,
  allowedOrigins: string[],
  sent?: Pick<FuzzCase, "method" | "headers" | "refused">,
): string | null {
  if (answer.status >= 500) return `status ${answer.status}`;
  const refusal = sent?.refused ? refusalBroken(answer, sent.refused) : null;
  if (refusal) return refusal;
  const body = answer.body.replace(DEV_MODULE_URL, '""');
  const leak = LEAK.exec(body);
  if (leak) return `internal detail in the body: …${body.slice(Math.max(0, leak.index - 60), leak.index + 80)}…`;
  if ((answer.headers["content-type"] ?? "").includes("html") && answer.body.includes(SCRIPT_MARKER)) {
    return "the input's script came back unescaped";
  }
  // A HEAD answer has no body by definition: its words are the GET's.
  if (answer.status >= 400 && sent?.method !== "HEAD" && !carriesMessage(answer))
    return `status ${answer.status} without a message: ${answer.body.slice(0, 200)}`;
  const location = answer.headers.location;
  if (answer.status >= 300 && answer.status < 400 && (!location || offSite(location, origin, allowedOrigins))) {
    return `redirect off the site: ${location ?? "(no Location)"}`;
  }
  const foreign = selfReferences(answer.body).find((address) => !address.startsWith(`${origin}/`));
  if (foreign !== undefined) return `the site's own address names another origin: ${foreign}`;
  const ownHost = new URL(origin).hostname;
  for (const host of namedHosts(sent?.headers ?? {}).filter((named) => named !== ownHost)) {
    const url = new RegExp(`//${host.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w.-])`, "i");
    if (url.test(`${location ?? ""} ${answer.body}`)) return `a URL in the answer names the forged host ${host}`;
  }
  return null;
}

function describe(fuzzCase: FuzzCase): string {
  const body = fuzzCase.body === undefined ? "" : ` body=${JSON.stringify(String(fuzzCase.body).slice(0, 300))}`;
  return `${fuzzCase.method} ${fuzzCase.path.slice(0, 300)} headers=${JSON.stringify(fuzzCase.headers).slice(0, 300)}${body}`;
}

/**
 * Each case comes from its own client address, so the per-client limits stay out of the way, and its
 * path goes byte for byte; no cookie rides along.
 */
export async function sendAll(options: {
  origin: string;
  allowedOrigins: string[];
  cases: FuzzCase[];
  addressBlock: number;
  concurrency?: number;
}): Promise<string[]> {
  const failures: string[] = [];
  let next = 0;
  async function worker(): Promise<void> {
    for (let index = next++; index < options.cases.length; index = next++) {
      const fuzzCase = options.cases[index];
      if (!fuzzCase) continue;
      const address = `10.${options.addressBlock}.${Math.floor(index / 250)}.${(index % 250) + 1}`;
      const sent = await sendAsSpelled(options.origin, fuzzCase.path, {
        method: fuzzCase.method,
        headers: { ...fuzzCase.headers, "X-Forwarded-For": address },
        ...(fuzzCase.body === undefined ? {} : { body: fuzzCase.body }),
      }).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
      const problem =
        sent instanceof Error
          ? `no answer: ${sent.message}`
          : problemWith(
              { status: sent.status, headers: sent.headers, body: sent.text },
              options.origin,
              options.allowedOrigins,
              fuzzCase,
            );
      if (problem) failures.push(`${problem}\n    input: ${describe(fuzzCase)}`);
    }
  }
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  return failures;
}

import { request } from "node:http";

/**
 * Spellings of one address a router may still match: a guard that compares paths as typed lets each
 * of them past, so every guard's tests send them all.
 */
export function pathSpellings(path: string): { name: string; path: string }[] {
  const [, first = "", rest = ""] = /^\/([^/]+)(.*)$/.exec(path) ?? [];
  const escaped = `%${first.charCodeAt(0).toString(16)}${first.slice(1)}`;
  return [
    { name: "upper case", path: path.toUpperCase() },
    { name: "capitalised", path: `/${first[0]?.toUpperCase() ?? ""}${first.slice(1)}${rest}` },
    {
      name: "mixed case",
      path: `/${first.replace(/^(.)(.)/, (_, a: string, b: string) => a + b.toUpperCase())}${rest}`,
    },
    {
      name: "mixed-case route name",
      path: `/${first}${rest.replace(/\/(.)/, (_, a: string) => `/${a.toUpperCase()}`)}`,
    },
    { name: "a doubled first slash", path: `/${path}` },
    { name: "a doubled inner slash", path: `/${first}/${rest}` },
    { name: "a percent-escaped letter", path: `/${escaped}${rest}` },
    { name: "a dot segment", path: `/${first}/.${rest}` },
    { name: "a dot-dot segment", path: `/${first}/x/..${rest}` },
    { name: "a trailing slash", path: `${path}/` },
  ];
}

export type SpelledAnswer = { status: number; headers: Record<string, string>; text: string };

/**
 * Sends a path byte for byte, as fetch would resolve its dot segments. A body goes with its length:
 * Node would send a DELETE's body unframed.
 */
export function sendAsSpelled(
  origin: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<SpelledAnswer> {
  const { hostname, port } = new URL(origin);
  const length = init.body === undefined ? {} : { "Content-Length": String(Buffer.byteLength(init.body)) };
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { hostname, port, path, method: init.method ?? "GET", headers: { ...length, ...init.headers } },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const headers = Object.fromEntries(
            Object.entries(answer.headers).map(([name, value]) => [name, String(value)]),
          );
          resolve({ status: answer.statusCode ?? 0, headers, text: Buffer.concat(chunks).toString("utf8") });
        });
        answer.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(init.body);
  });
}

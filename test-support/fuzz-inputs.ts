import fc from "fast-check";

/** The fuzz test's raw material: hostile strings, numbers that are not quantities, broken bodies. */

/** A value that must never come back unescaped in HTML (a reflected script). */
export const SCRIPT_MARKER = '<script>alert("bedsmade-fuzz")</script>';

const HOSTILE = [
  SCRIPT_MARKER,
  "javascript:alert(1)",
  "' OR '1'='1",
  "../../../../etc/passwd",
  "..%2f..%2fetc%2fpasswd",
  "%00",
  "\u0000",
  "a\r\nSet-Cookie: hijack=1",
  "{{7*7}}",
  "${process.env}",
  "__proto__",
  "constructor",
  "[object Object]",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "//evil.example",
  "/\\evil.example",
  "https://evil.example/",
  "\uFEFF\u202E\u200B",
  "🛏️".repeat(300),
  "  ",
  "",
];

/**
 * Issue 10: return paths that browsers read as another site: dot segments resolved after a check,
 * backslashes, control characters, encoded slashes, Unicode look-alikes, credentials and schemes.
 */
export const openRedirect = fc.constantFrom(
  "/.//evil.example",
  "/..//evil.example",
  "/x/..//evil.example",
  "/%2e//evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r/evil.example",
  "/\u0000/evil.example",
  "/\\/evil.example",
  "/%2F%2Fevil.example",
  "/%5Cevil.example",
  "/／evil.example",
  "/⁄evil.example",
  "//bedsmade.example@evil.example",
  "/@evil.example",
  "JavaScript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "HTTP://evil.example",
);

/** Numbers as a form sends them, none of them a whole quantity from 1 to 30. */
export const badNumber = fc.oneof(
  fc.constantFrom(
    "-1",
    "0",
    "31",
    "1.5",
    "NaN",
    "Infinity",
    "-0",
    "1e3",
    "0x1F",
    "９",
    "٣",
    " 7 7",
    "007.0",
    "9".repeat(40),
  ),
  fc.double().map(String),
  fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }).map(String),
  fc.bigInt().map(String),
);

const huge = fc
  .integer({ min: 5_001, max: 120_000 })
  .chain((length) => fc.constantFrom("x", "é", "<", "%", "\u0000").map((unit) => unit.repeat(length)));

/** Any string a visitor (or a script) might type into a field. */
export const nasty: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE), weight: 4 },
  { arbitrary: fc.string({ maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 40 }), weight: 1 },
  { arbitrary: badNumber, weight: 1 },
  { arbitrary: huge, weight: 1 },
);

/** Form fields in order; a name may repeat (duplicated fields) or be missing. */
export type Fields = [string, string][];

export const ENCODINGS = [
  "urlencoded",
  "multipart",
  "broken-multipart",
  "json",
  "text",
  "no-content-type",
  "invalid-utf8",
] as const;
export type Encoding = (typeof ENCODINGS)[number];

export type EncodedBody = { contentType?: string; body: string | Buffer };

const BOUNDARY = "----bedsmadefuzz";

function multipart(fields: Fields): string {
  const parts = fields.map(
    ([name, value]) =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, "_")}"\r\n\r\n${value}\r\n`,
  );
  return `${parts.join("")}--${BOUNDARY}--\r\n`;
}

/** The ways a multipart body can be broken: truncated, unterminated, or announced under another boundary. */
const BROKEN_MULTIPART = [
  (fields: Fields) => ({
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: multipart(fields).slice(0, -8),
  }),
  (fields: Fields) => ({ contentType: "multipart/form-data; boundary=elsewhere", body: multipart(fields) }),
  (fields: Fields) => ({ contentType: "multipart/form-data", body: multipart(fields) }),
  (fields: Fields) => ({
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\n${fields.flat().join("")}`,
  }),
];

export function encodeFields(fields: Fields, encoding: Encoding, variant = 0): EncodedBody {
  switch (encoding) {
    case "urlencoded":
      return { contentType: "application/x-www-form-urlencoded", body: new URLSearchParams(fields).toString() };
    case "multipart":
      return { contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: multipart(fields) };
    case "broken-multipart": {
      const broken = BROKEN_MULTIPART[variant % BROKEN_MULTIPART.length] ?? BROKEN_MULTIPART[0];
      return broken ? broken(fields) : encodeFields(fields, "multipart");
    }
    case "json":
      return { contentType: "application/json", body: JSON.stringify(Object.fromEntries(fields)) };
    case "text":
      return {
        contentType: "text/plain;charset=UTF-8",
        body: fields.map(([name, value]) => `${name}=${value}`).join("\n"),
      };
    case "no-content-type":
      return { body: new URLSearchParams(fields).toString() };
    case "invalid-utf8": {
      const text = Buffer.from(new URLSearchParams(fields).toString());
      return {
        contentType: "application/x-www-form-urlencoded",
        body: Buffer.concat([text, Buffer.from("&x=%FF%FE"), Buffer.from([0xff, 0xfe, 0xc3])]),
      };
    }
  }
}

export const encoding = fc.record({ encoding: fc.constantFrom(...ENCODINGS), variant: fc.nat({ max: 3 }) });

/**
 * Fields from a table of candidate values per name: each may be left out, and a few are sent twice.
 * Unknown extra fields ride along too.
 */
export function fieldsFrom(candidates: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<Fields> {
  const named = Object.entries(candidates).map(([name, value]) =>
    fc
      .record({
        first: fc.option(value, { freq: 4 }),
        twice: fc.oneof({ arbitrary: fc.constant(null), weight: 6 }, { arbitrary: value, weight: 1 }),
      })
      .map(({ first, twice }) => {
        const sent: Fields = first === null ? [] : [[name, first]];
        if (twice !== null) sent.push([name, twice]);
        return sent;
      }),
  );
  const extra = fc.array(
    fc.tuple(
      nasty.filter((name) => name.length < 200),
      nasty,
    ),
    { maxLength: 2 },
  );
  return fc.tuple(fc.tuple(...named), extra).map(([groups, extras]) => [...groups.flat(), ...extras]);
}

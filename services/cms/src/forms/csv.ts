/**
 * RFC 4180 CSV. A field starting like a formula (= + - @, tab, CR) gets a leading apostrophe, or a
 * spreadsheet would run what a visitor typed.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

function field(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function toCsv(header: string[], rows: string[][]): string {
  return [header, ...rows].map((row) => row.map(field).join(",")).join("\r\n") + "\r\n";
}

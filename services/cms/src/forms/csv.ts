/**
 * CSV as spreadsheets and mailing tools read it (RFC 4180): every field quoted, quotes doubled, CRLF
 * between rows. A field that starts like a formula (= + - @, or a tab or CR) gets a leading
 * apostrophe: a spreadsheet would otherwise run what a visitor typed as a formula.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

function field(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function toCsv(header: string[], rows: string[][]): string {
  return [header, ...rows].map((row) => row.map(field).join(",")).join("\r\n") + "\r\n";
}

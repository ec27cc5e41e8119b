import type { Response } from "express";
import type { Cents } from "../money.js";

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** A piece of markup that is already safe to place in a page. */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

function escape(value: unknown): string {
  if (value instanceof Html) return value.value;
  if (Array.isArray(value)) return value.map(escape).join("");
  if (value === null || value === undefined || value === false) return "";
  return String(value).replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** Tagged template that escapes every interpolated value unless it is Html. */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  return new Html(
    strings.reduce((out, part, index) => out + part + (index < values.length ? escape(values[index]) : ""), ""),
  );
}

const currency = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD" });

export function formatCents(cents: Cents): string {
  return currency.format(cents / 100);
}

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; color: #1f1f1c; background: #f6f3ee; margin: 0; }
  main { max-width: 46rem; margin: 0 auto; padding: 2rem 1rem 4rem; }
  header { font: 600 1.25rem Georgia, serif; letter-spacing: .08em; padding: 1rem; text-align: center; background: #fff; border-bottom: 1px solid #e2ddd5; }
  table { width: 100%; border-collapse: collapse; background: #fff; }
  th, td { text-align: left; padding: .75rem; border-bottom: 1px solid #e2ddd5; vertical-align: top; }
  td.number, th.number { text-align: right; white-space: nowrap; }
  dl { display: grid; grid-template-columns: 1fr auto; gap: .25rem 1rem; background: #fff; padding: 1rem; }
  dd { margin: 0; text-align: right; } .total { font-weight: 700; font-size: 1.15rem; }
  .note { background: #fff8e1; border: 1px solid #e9d9a6; padding: .75rem 1rem; }
  .alert { background: #fdecea; border: 1px solid #e4a9a2; padding: .75rem 1rem; }
  button { font: inherit; font-weight: 600; background: #2f4a6b; color: #fff; border: 0; padding: .9rem 1.5rem; cursor: pointer; width: 100%; }
  button:focus-visible, a:focus-visible { outline: 3px solid #c77d1a; outline-offset: 2px; }
  a { color: #2f4a6b; } small { color: #5c5a55; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }`;

export function page(title: string, body: Html): string {
  return html`<!doctype html>
    <html lang="en-AU">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} – Bedsmade</title>
        <style>
          ${new Html(STYLE)}
        </style>
      </head>
      <body>
        <header>BEDSMADE</header>
        <main>${body}</main>
      </body>
    </html>`.value;
}

/** The checkout URL carries the cart key, so pages must not leak it or be cached. */
export function sendPage(response: Response, status: number, markup: string): void {
  response
    .status(status)
    .set({
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy":
        "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    })
    .send(markup);
}

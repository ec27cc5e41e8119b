/**
 * A tiny SVG string builder. The artwork is generated rather than hand-edited so that shapes such as
 * the bed, the tape measure or the folded sheets stay identical across every illustration.
 */
export type Attrs = Record<string, string | number | undefined>;

/** One decimal is plenty at these sizes and keeps the files small. */
export function num(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function attrText(attrs: Attrs): string {
  return Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === "number" ? num(value) : value}"`)
    .join("");
}

export function el(tag: string, attrs: Attrs = {}, children: string | string[] = ""): string {
  const body = Array.isArray(children) ? children.join("") : children;
  return body === "" ? `<${tag}${attrText(attrs)}/>` : `<${tag}${attrText(attrs)}>${body}</${tag}>`;
}

export const g = (attrs: Attrs, children: string | string[]) => el("g", attrs, children);
export const path = (d: string, attrs: Attrs = {}) => el("path", { d, ...attrs });
export const circle = (cx: number, cy: number, r: number, attrs: Attrs = {}) => el("circle", { cx, cy, r, ...attrs });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, attrs: Attrs = {}) =>
  el("ellipse", { cx, cy, rx, ry, ...attrs });
export const rect = (x: number, y: number, width: number, height: number, attrs: Attrs = {}) =>
  el("rect", { x, y, width, height, ...attrs });
export const line = (x1: number, y1: number, x2: number, y2: number, attrs: Attrs = {}) =>
  el("line", { x1, y1, x2, y2, ...attrs });

export type Point = readonly [number, number];

/** A closed polygon path through the given points. */
export function poly(points: readonly Point[], attrs: Attrs = {}): string {
  const d = points.map(([x, y], i) => `${i === 0 ? "M" : "L"}${num(x)} ${num(y)}`).join("") + "Z";
  return path(d, attrs);
}

/** An open polyline path through the given points. */
export function polyline(points: readonly Point[], attrs: Attrs = {}): string {
  const d = points.map(([x, y], i) => `${i === 0 ? "M" : "L"}${num(x)} ${num(y)}`).join("");
  return path(d, { fill: "none", ...attrs });
}

/** Path data from a template literal, rounding every interpolated number. */
export function d(strings: TemplateStringsArray, ...values: number[]): string {
  return strings.reduce((out, part, i) => out + part + (i < values.length ? num(values[i] ?? 0) : ""), "");
}

/** Linework attributes: the charcoal outline every illustration shares. */
export function ink(width: number, colour = "#33363a"): Attrs {
  return { stroke: colour, "stroke-width": width, "stroke-linecap": "round", "stroke-linejoin": "round" };
}

export interface DocumentOptions {
  width: number;
  height: number;
  title?: string;
  viewBox?: string;
}

/** A standalone SVG document with explicit size and viewBox and no external references. */
export function svgDocument(options: DocumentOptions, body: string | string[]): string {
  const { width, height, title } = options;
  const viewBox = options.viewBox ?? `0 0 ${width} ${height}`;
  const titleElement = title === undefined ? "" : el("title", {}, escapeText(title));
  const content = Array.isArray(body) ? body.join("") : body;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}"` +
    `${title === undefined ? "" : ' role="img"'}>${titleElement}${content}</svg>\n`
  );
}

export function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

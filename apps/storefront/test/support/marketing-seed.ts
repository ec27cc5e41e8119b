import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";

/**
 * The seed's pages as Strapi v5 sends them with `populate=deep,5`, so tests check the storefront
 * against the owner's real copy, not a hand-made one.
 */

const seedDir = path.resolve(import.meta.dirname, "../../../../services/cms/seed/entries");
const MEDIA_FILE = /^[\w-]+\.(svg|png|jpe?g|webp|mp4|vtt)$/;
const MIME: Record<string, string> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  mp4: "video/mp4",
  vtt: "text/vtt",
};
const RELATION_FOLDERS: Record<string, string> = {
  expert: "experts",
  experts: "experts",
  testimonials: "testimonials",
};

function readYaml(...parts: string[]): unknown {
  return parse(readFileSync(path.join(seedDir, ...parts), "utf8"));
}

const mediaDir = path.resolve(seedDir, "../media");

/** A drawing's own size, as the CMS records it on upload; other seed pictures are counted as 800 × 600. */
function drawnSize(name: string): { width: number; height: number } {
  if (!name.endsWith(".svg")) return { width: 800, height: 600 };
  const opening = readFileSync(path.join(mediaDir, name), "utf8").slice(0, 300);
  const size = (attribute: string) => Number(new RegExp(`\\b${attribute}="(\\d+)"`).exec(opening)?.[1] ?? 0);
  return { width: size("width") || 800, height: size("height") || 600 };
}

function mediaFile(name: string) {
  const hash = name.replace(/\.\w+$/, "").replaceAll("-", "_");
  const ext = name.slice(name.lastIndexOf("."));
  const mime = MIME[ext.slice(1)] ?? "application/octet-stream";
  const isVideo = mime.startsWith("video/");
  return {
    name,
    alternativeText: isVideo ? null : hash.replaceAll("_", " "),
    ...(isVideo ? { width: null, height: null } : drawnSize(name)),
    formats: null,
    hash,
    ext,
    mime,
    url: `/uploads/${hash}/${hash}${ext}`,
  };
}

function related(key: string, slug: string): unknown {
  return resolve(readYaml(RELATION_FOLDERS[key] ?? key, `${slug}.yaml`));
}

function resolve(value: unknown, key = ""): unknown {
  if (typeof value === "string") {
    if (key in RELATION_FOLDERS) return related(key, value);
    return MEDIA_FILE.test(value) ? mediaFile(value) : value;
  }
  if (Array.isArray(value))
    return value.map((item) =>
      typeof item === "string" && key in RELATION_FOLDERS ? related(key, item) : resolve(item),
    );
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([field, item]) => [field, resolve(item, field)]));
  }
  return value;
}

/** A seed page (entries/pages/<slug>.yaml) with its media and relations filled in. */
export function seedPage(slug: string): Record<string, unknown> & { pageContent: Record<string, unknown>[] } {
  return resolve(readYaml("pages", `${slug}.yaml`)) as Record<string, unknown> & {
    pageContent: Record<string, unknown>[];
  };
}

/** The seed block of `component` on page `slug`, as the content service sends it. */
export function seedBlock(slug: string, component: string): Record<string, unknown> {
  const block = seedPage(slug).pageContent.find((item) => item.__component === component);
  if (!block) throw new Error(`the seed page ${slug} has no ${component}`);
  return block;
}

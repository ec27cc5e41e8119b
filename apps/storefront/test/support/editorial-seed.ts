import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";

/**
 * The seed's entries shaped as Strapi v5 answers with populate=deep, so the schemas are tested against
 * the owner's real copy.
 */

const entriesDir = path.resolve(import.meta.dirname, "../../../../services/cms/seed/entries");
export const MEDIA_BASE_URL = "http://content.test";

type Json = Record<string, unknown>;

function readEntry(folder: string, slug: string): Json {
  return parse(readFileSync(path.join(entriesDir, folder, `${slug}.yaml`), "utf8")) as Json;
}

function mediaFile(name: string): Json {
  const hash = name.replace(/\W+/g, "_");
  const ext = path.extname(name);
  return {
    name,
    alternativeText: null,
    width: 800,
    height: 600,
    formats: null,
    hash,
    ext,
    mime: ext === ".svg" ? "image/svg+xml" : "image/webp",
    url: `/uploads/${hash}/${hash}${ext}`,
  };
}

const MEDIA_FIELDS = new Set(["image", "images", "iconSection", "iconFilter", "metaImage", "icon", "backgroundImage"]);

function inline(value: unknown, key = ""): unknown {
  if (MEDIA_FIELDS.has(key)) {
    if (typeof value === "string") return mediaFile(value);
    if (Array.isArray(value)) return value.map((name) => (typeof name === "string" ? mediaFile(name) : name));
  }
  if (key === "blogCategory" && typeof value === "string") return readEntry("blog-categories", value);
  if (key === "blog_articles" && Array.isArray(value)) {
    return value.map((slug) => inline(readEntry("blog-articles", String(slug))));
  }
  if (Array.isArray(value)) return value.map((item) => inline(item));
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([field, inner]) => [field, inline(inner, field)]));
  }
  return value;
}

export function seedPage(slug: string): Json {
  return inline(readEntry("pages", slug)) as Json;
}

export function seedArticle(slug: string): Json {
  return inline(readEntry("blog-articles", slug)) as Json;
}

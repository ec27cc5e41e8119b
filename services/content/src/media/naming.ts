import path from "node:path";

const mimeByExtension: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".webp": "image/webp",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".avif": "image/avif",
  ".ico": "image/vnd.microsoft.icon",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".mov": "video/quicktime",
  ".pdf": "application/pdf",
  ".txt": "text/plain",
};

export function mimeFor(ext: string): string {
  return mimeByExtension[ext.toLowerCase()] ?? "application/octet-stream";
}

/** Strapi's upload hash prefix: the file's base name slugified with "_" (case kept, as Strapi does). */
export function hashPrefix(fileName: string): string {
  const base = path.basename(fileName, path.extname(fileName));
  const slug = base
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
  return slug === "" ? "file" : slug;
}

/** Strapi reports sizes in kilobytes of 1000 bytes, rounded to two decimals. */
export function bytesToKilobytes(bytes: number): number {
  return Math.round((bytes / 1000) * 100) / 100;
}

export function uploadPath(hash: string, ext: string): string {
  return `/uploads/${hash}/${hash}${ext}`;
}

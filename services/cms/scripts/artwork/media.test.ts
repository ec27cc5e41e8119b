import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { artworks } from "./manifest.js";
import { mediaDir } from "./paths.js";

const mediaLibrary = z.array(
  z.object({
    file: z.string().regex(/^[a-z0-9-]+\.(svg|mp4|vtt)$/),
    output: z.enum(["webp", "svg", "original"]),
    alternativeText: z.string().min(3),
    caption: z.string().nullable(),
  }),
);

const library = mediaLibrary.parse(parse(readFileSync(join(mediaDir, "media.yaml"), "utf8")));
const svgFiles = library.filter((item) => item.file.endsWith(".svg"));

describe("the media library", () => {
  it("lists every artwork once, and every listed file exists", () => {
    expect(new Set(library.map((item) => item.file)).size).toBe(library.length);
    expect(library.map((item) => item.file)).toEqual(artworks.map((a) => a.file));
    for (const item of library) expect(existsSync(join(mediaDir, item.file)), item.file).toBe(true);
  });

  it("is up to date with the generator", () => {
    for (const artwork of artworks) {
      if (artwork.draw) expect(readFileSync(join(mediaDir, artwork.file), "utf8"), artwork.file).toBe(artwork.draw());
    }
  });

  it.each(svgFiles.map((item) => [item.file, item.output] as const))(
    "%s is a standalone, small SVG",
    (file, output) => {
      const text = readFileSync(join(mediaDir, file), "utf8");
      const root =
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="(\d+)" height="(\d+)" viewBox="[\d. -]+"/.exec(text);
      expect(root, "explicit width, height and viewBox").not.toBeNull();
      expect(text).not.toMatch(/<script|<image|<foreignObject|\bon[a-z]+=|href=|@import|url\((?!#)/i);
      expect(statSync(join(mediaDir, file)).size).toBeLessThan(40 * 1024);
      if (file.startsWith("icon-")) expect(text).toContain('viewBox="0 0 24 24"');
      if (output === "webp") expect(Number(root?.[1])).toBeGreaterThanOrEqual(800);
    },
  );

  it("keeps the video small enough to stream", () => {
    expect(statSync(join(mediaDir, "measure-how-to.mp4")).size).toBeLessThan(1.5 * 1024 * 1024);
  });
});

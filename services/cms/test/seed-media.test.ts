import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { cmsDir } from "../../../test-support/cms.js";

/** Some seed drawings are uploaded as SVG, so each must stay small and standalone, unable to run or fetch anything. */

const mediaDir = path.join(cmsDir, "seed/media");
const mediaLibrary = z.array(
  z.object({
    file: z.string().regex(/^[a-z0-9-]+\.(svg|mp4|vtt)$/),
    output: z.enum(["webp", "svg", "original"]),
    alternativeText: z.string().min(3),
    caption: z.string().nullable(),
  }),
);

const library = mediaLibrary.parse(parse(readFileSync(path.join(mediaDir, "media.yaml"), "utf8")));
const svgFiles = library.filter((item) => item.file.endsWith(".svg"));

describe("the seed's media library", () => {
  it("lists every file in seed/media once, and every listed file exists", () => {
    const listed = library.map((item) => item.file);
    expect(new Set(listed).size).toBe(listed.length);
    const onDisk = readdirSync(mediaDir).filter((file) => file !== "media.yaml");
    expect([...listed].sort()).toEqual(onDisk.sort());
    for (const file of listed) expect(existsSync(path.join(mediaDir, file)), file).toBe(true);
  });

  it.each(svgFiles.map((item) => [item.file, item.output] as const))(
    "%s is a standalone, small SVG",
    (file, output) => {
      const text = readFileSync(path.join(mediaDir, file), "utf8");
      const root =
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="(\d+)" height="(\d+)" viewBox="[\d. -]+"/.exec(text);
      expect(root, "explicit width, height and viewBox").not.toBeNull();
      expect(text).not.toMatch(/<script|<image|<foreignObject|\bon[a-z]+=|href=|@import|url\((?!#)/i);
      expect(statSync(path.join(mediaDir, file)).size).toBeLessThan(40 * 1024);
      if (file.startsWith("icon-")) expect(text).toContain('viewBox="0 0 24 24"');
      if (output === "webp") expect(Number(root?.[1])).toBeGreaterThanOrEqual(800);
    },
  );

  it("keeps the video small enough to stream", () => {
    expect(statSync(path.join(mediaDir, "measure-how-to.mp4")).size).toBeLessThan(1.5 * 1024 * 1024);
  });
});

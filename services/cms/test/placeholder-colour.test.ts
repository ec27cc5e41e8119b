import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { compiledCmsModule } from "./support/compiled.js";

/** The placeholder colour for the kinds of picture the CMS meets (src/media/placeholder-colour.ts). */

type PlaceholderColour = { placeholderColourOf(source: Buffer): Promise<string | null> };

let placeholderColourOf: PlaceholderColour["placeholderColourOf"];
beforeAll(() => {
  ({ placeholderColourOf } = compiledCmsModule<PlaceholderColour>("src/media/placeholder-colour.ts"));
});

const solid = (colour: string, format: "jpeg" | "webp" | "png") =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();

/** The red, green and blue of `#rrggbb`; an answer of null has none. */
const channels = (hex: string | null) =>
  [1, 3, 5].map((start) => Number.parseInt(hex?.slice(start, start + 2) ?? "", 16));
const BLUE = [0x33, 0x66, 0xcc];

describe("a picture's placeholder colour", () => {
  it.each(["jpeg", "webp", "png"] as const)(
    "a %s photograph gives the #rrggbb it is mostly made of (within what lossy encoding shifts)",
    async (format) => {
      const colour = await placeholderColourOf(await solid("#3366cc", format));
      expect(colour).toMatch(/^#[0-9a-f]{6}$/);
      channels(colour).forEach((channel, index) =>
        expect(Math.abs(channel - (BLUE[index] ?? 0))).toBeLessThanOrEqual(3),
      );
    },
  );

  it("the shade itself, not the middle of its histogram level: a beige photograph stays beige, not pink", async () => {
    expect(await placeholderColourOf(await solid("#f4eee8", "png"))).toBe("#f4eee8");
  });

  it("the colour is the one most of the picture has, not the average", async () => {
    const mostlyCream = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#f4ecdc" } })
      .composite([
        { input: { create: { width: 100, height: 300, channels: 3, background: "#202020" } }, left: 0, top: 0 },
      ])
      .webp()
      .toBuffer();
    const [red = 0, green = 0, blue = 0] = channels(await placeholderColourOf(mostlyCream));
    expect(Math.min(red, green, blue)).toBeGreaterThan(0xc8);
  });

  it("a picture with see-through parts gets none: the colour would show around a loaded logo", async () => {
    const logo = await sharp({
      create: { width: 64, height: 64, channels: 4, background: { r: 20, g: 40, b: 60, alpha: 0 } },
    })
      .png()
      .toBuffer();
    expect(await placeholderColourOf(logo)).toBeNull();
  });

  it("a PNG with an alpha channel that is opaque everywhere is a photograph like any other", async () => {
    const opaque = await sharp({
      create: { width: 64, height: 64, channels: 4, background: { r: 200, g: 24, b: 24, alpha: 1 } },
    })
      .png()
      .toBuffer();
    expect(await placeholderColourOf(opaque)).toBe("#c81818");
  });

  it("bytes that are not a picture give none, and no error", async () => {
    expect(await placeholderColourOf(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>not really"))).toBeNull();
    expect(await placeholderColourOf(Buffer.from("WEBVTT\n\n00:00.000 --> 00:01.000\nHello"))).toBeNull();
  });
});

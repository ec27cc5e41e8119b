import { describe, expect, it } from "vitest";
import { markup, seedBlock } from "../../../test/support/seed-blocks";
import { seedBlock as seedEntryBlock } from "../../../test/support/marketing-seed";
import { formatStartTime, stepIndexAt } from "./ProductVideo";
import { block as productVideo } from "./schema";

describe("product video", () => {
  const video = seedBlock("measure-up", "blocks.product-video");

  it("uses the native player on the content service's file, loading only metadata up front", () => {
    const html = markup([video]);
    expect(html).toMatch(/<video[^>]*preload="metadata"/);
    expect(html).toMatch(
      /<source src="http:\/\/content\.test\/uploads\/measure_how_to\/measure_how_to\.mp4" type="video\/mp4"/,
    );
    expect(html).not.toMatch(/<script|<iframe/);
  });

  it("leaves the browser's own controls out of the first paint, with a link to the video for a browser without scripts", () => {
    const html = markup([video]);
    expect(html.match(/<video[^>]*>/)?.[0]).not.toMatch(/controls/);
    expect(html).toMatch(
      /<noscript><p class="product-video__without-scripts"><a href="http:\/\/content\.test\/uploads\/measure_how_to\/measure_how_to\.mp4">Play the video in your browser<\/a><\/p><\/noscript>/,
    );
  });

  it("carries the CMS's WebVTT captions as the video's default English track, read in CORS mode, and its poster", () => {
    const html = markup([video]);
    expect(html).toMatch(
      /<video[^>]*crossorigin="anonymous"[^>]*poster="\/_image\/measure_how_to_poster[^?"]*\?src=http%3A%2F%2Fcontent\.test%2Fuploads%2Fmeasure_how_to_poster/,
    );
    expect(html).toMatch(
      /<track kind="captions" src="http:\/\/content\.test\/uploads\/measure_how_to\/measure_how_to\.vtt" srcLang="en" label="English" default=""/,
    );
  });

  it("shows the poster at the picture route's 1080 pixels, not the 1600-pixel original a phone does not need", () => {
    const poster = {
      url: "http://content.test/uploads/poster.webp",
      width: 1600,
      height: 900,
      alt: "",
      mime: "image/webp",
      colour: null,
      libraryName: null,
      version: null,
    };
    const player = (block: typeof video) => markup([block]).match(/<video[^>]*>/)?.[0] ?? "";
    const withPoster = player({ ...video, poster } as typeof video);
    expect(withPoster).toContain(
      'poster="/_image/poster.webp?src=http%3A%2F%2Fcontent.test%2Fuploads%2Fposter.webp&amp;w=1080"',
    );
    expect(withPoster).toContain('width="1600" height="900"');
    // An original no wider than that is shown at its own size.
    const small = { ...poster, width: 900, height: 506 };
    expect(player({ ...video, poster: small } as typeof video)).toContain(
      'poster="/_image/poster.webp?src=http%3A%2F%2Fcontent.test%2Fuploads%2Fposter.webp"',
    );
  });

  it("leaves out captions that are not a WebVTT file, and without captions asks for no CORS", () => {
    const entry = seedEntryBlock("measure-up", "blocks.product-video");
    const captions = { ...(entry.captions as object), mime: "application/pdf", url: "/uploads/guide.pdf" };
    const parsed = productVideo.schema.parse({ ...entry, captions });
    expect(parsed.captions).toBeNull();
    const html = markup([{ ...video, captions: null } as typeof video]);
    expect(html).not.toContain("<track");
    expect(html).not.toContain("crossorigin");
  });

  it("lists the three chapters as buttons with their start times, the first marked current", () => {
    const html = markup([video]);
    expect(html.match(/<button type="button" class="product-video__seek"/g)).toHaveLength(3);
    expect(html).toMatch(
      /aria-current="step"[^>]*><span class="product-video__time"><span class="visually-hidden">Play from <\/span>0:00/,
    );
    expect(html).toContain("0:08");
    expect(html).toContain("0:16");
  });

  it("knows which chapter is playing", () => {
    const steps = [0, 8, 16].map((startTime) => ({ startTime, heading: `at ${startTime}`, text: null }));
    expect(stepIndexAt(steps, 0)).toBe(0);
    expect(stepIndexAt(steps, 7.9)).toBe(0);
    expect(stepIndexAt(steps, 8)).toBe(1);
    expect(stepIndexAt(steps, 40)).toBe(2);
    expect(formatStartTime(75)).toBe("1:15");
  });
});

describe("product video schema", () => {
  it("orders the video's chapters by start time and keeps the video's address and type", () => {
    const block = seedEntryBlock("measure-up", "blocks.product-video");
    const shuffled = { ...block, videoSteps: [...(block.videoSteps as unknown[])].reverse() };
    const parsed = productVideo.schema.parse(shuffled);
    expect(parsed.videoSteps.map((step) => step.startTime)).toEqual([0, 8, 16]);
    expect(parsed.video).toEqual({ url: expect.stringMatching(/measure_how_to\.mp4$/), mime: "video/mp4" });
  });
});

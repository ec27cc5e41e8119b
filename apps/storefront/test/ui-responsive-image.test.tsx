import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Media } from "../app/model/media";
import { ResponsiveImage } from "../app/ui/ResponsiveImage";

const file = (name: string, mime: string, width: number): Media => ({
  url: `http://cms.test/uploads/${name}`,
  libraryName: name,
  alt: "",
  mime,
  width,
  height: width,
  colour: null,
  version: null,
});

describe("a picture in the page", () => {
  it("shows a drawing in an icon's fixed slot as pixels sharp on a 3× screen, not as an SVG document", () => {
    const html = renderToStaticMarkup(<ResponsiveImage media={file("care.svg", "image/svg+xml", 24)} sizes="2rem" />);
    expect(html).toContain('src="/_image/care.svg?w=144"');
    expect(html).not.toContain("srcSet");
  });

  it("keeps a drawing in a fluid slot as a drawing, which scales to any width", () => {
    const html = renderToStaticMarkup(<ResponsiveImage media={file("map.svg", "image/svg+xml", 800)} sizes="80vw" />);
    expect(html).toContain('src="/_image/map.svg"');
  });

  it("gives a photograph in a fluid slot the srcset of the photographs' widths, and the slot's sizes", () => {
    const html = renderToStaticMarkup(<ResponsiveImage media={file("bed.jpg", "image/jpeg", 1200)} sizes="80vw" />);
    expect(html).toContain('src="/_image/bed.jpg"');
    expect(html).toContain('srcSet="/_image/bed.jpg?w=320 320w');
    expect(html).toContain('sizes="80vw"');
  });

  it("gives a photograph in a thumbnail's slot of 3rem no wider a picture than a 3× screen needs", () => {
    const html = renderToStaticMarkup(<ResponsiveImage media={file("bed.jpg", "image/jpeg", 1200)} sizes="3rem" />);
    expect(html).toContain('srcSet="/_image/bed.jpg?w=72 72w, /_image/bed.jpg?w=144 144w"');
    expect(html).toContain('sizes="3rem"');
  });
});

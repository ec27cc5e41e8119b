import { describe, expect, it } from "vitest";
import { fixedSlotWidth, imageSource, srcSetOf } from "../app/images/rendition";

const icon = {
  url: "http://cms.test/uploads/cart.svg",
  libraryName: "cart.svg",
  version: null,
  mime: "image/svg+xml",
  width: 24,
};
const logo = { ...icon, url: "http://cms.test/uploads/logo.svg", libraryName: "logo.svg", width: 330 };
const photo = {
  url: "http://cms.test/uploads/bed.jpg",
  libraryName: "bed.jpg",
  version: null,
  mime: "image/jpeg",
  width: 1200,
};

describe("a picture's address", () => {
  it("asks for a drawing in an icon's slot as pixels, wide enough for a 3× screen", () => {
    expect(imageSource(icon, 48)).toBe("/_image/cart.svg?w=72");
    expect(imageSource(logo, 280)).toBe("/_image/logo.svg?w=480");
  });

  it("reads an icon's fixed slot from its sizes as a 2× screen's pixels, and no width from a fluid slot", () => {
    expect([fixedSlotWidth("1.5rem"), fixedSlotWidth("2rem"), fixedSlotWidth("48px")]).toEqual([48, 64, 96]);
    expect(fixedSlotWidth("80vw")).toBeUndefined();
    expect(fixedSlotWidth("(min-width: 992px) 20rem, 80vw")).toBeUndefined();
  });

  it("leaves a drawing as it is where no width is asked for, and gives it no srcset", () => {
    expect(imageSource(icon)).toBe("/_image/cart.svg");
    expect(srcSetOf(icon)).toBeUndefined();
  });

  it("asks for a photograph at the narrowest of its srcset widths that fills the slot, never wider than the file", () => {
    expect(imageSource(photo, 48)).toBe("/_image/bed.jpg?w=320");
    expect(imageSource(photo, 1400)).toBe("/_image/bed.jpg");
    expect(srcSetOf(photo)).toBe(
      "/_image/bed.jpg?w=320 320w, /_image/bed.jpg?w=480 480w, /_image/bed.jpg?w=750 750w, /_image/bed.jpg?w=1080 1080w, /_image/bed.jpg 1200w",
    );
    expect(srcSetOf(photo, "(min-width: 992px) 20rem, 80vw")).toBe(srcSetOf(photo));
  });

  it("gives a photograph in a thumbnail's fixed slot only the widths that fill it on a 1×, 2× and 3× screen", () => {
    expect(srcSetOf(photo, "3rem")).toBe("/_image/bed.jpg?w=72 72w, /_image/bed.jpg?w=144 144w");
    expect(srcSetOf(photo, "4rem")).toBe(
      "/_image/bed.jpg?w=72 72w, /_image/bed.jpg?w=144 144w, /_image/bed.jpg?w=240 240w",
    );
  });

  it("adds the file itself to a fixed slot's srcset only when a screen needs all of it", () => {
    const small = { ...photo, width: 200 };
    expect(srcSetOf(small, "4rem")).toBe("/_image/bed.jpg?w=72 72w, /_image/bed.jpg?w=144 144w, /_image/bed.jpg 200w");
    expect(srcSetOf({ ...photo, width: 60 }, "4rem")).toBeUndefined();
  });
});

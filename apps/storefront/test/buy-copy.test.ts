import { describe, expect, it } from "vitest";
import { normalisePage } from "../app/content/normalise";
import type { Page } from "../app/content/types";
import { buyCopyFrom, FALLBACK_INCLUSIONS, FALLBACK_STEP_LABELS } from "../app/purchase/buy-copy";
import { recordedAnswer } from "./fixtures/cms/recorded";

/**
 * /buy's copy and SEO come from its CMS page, with today's wording when the block is missing. The
 * page is the real CMS's recorded answer.
 */

function recordedBuyPage(): Page {
  const { data } = recordedAnswer("v5", "pages") as { data: { slug: string }[] };
  const page = normalisePage(
    data.find((entry) => entry.slug === "buy"),
    { mediaBaseUrl: "http://cms.test", report: () => {} },
  );
  if (!page) throw new Error("the recorded CMS answer has no buy page");
  return page;
}

describe("/buy's copy from the CMS", () => {
  it("takes the title, description and image from the buy page's pageSeo", () => {
    const copy = buyCopyFrom(recordedBuyPage());
    expect(copy.seo?.title).toBe("Build your set | Bedsmade");
    expect(copy.seo?.description).toMatch(/^Choose your size, mattress depth and thread count/);
    expect(copy.seo?.image?.url).toMatch(/^http:\/\/cms\.test\/uploads\/og_default/);
  });

  it("takes the four step labels and the three inclusion tiles from the buy-steps block", () => {
    const copy = buyCopyFrom(recordedBuyPage());
    expect(copy.stepLabels).toEqual(["Product", "Details", "Services", "Checkout"]);
    expect(copy.inclusions.map((tile) => tile.heading)).toEqual([
      "Fitted bottom sheet",
      "Tailored top sheet",
      "2x pillowcases",
    ]);
    expect(copy.inclusions.every((tile) => tile.image !== null)).toBe(true);
  });

  it("follows an editor's wording", () => {
    const page = recordedBuyPage();
    const edited: Page = {
      ...page,
      blocks: page.blocks.map((block) =>
        block.component === "blocks.buy-steps"
          ? { ...block, steps: block.steps.map((step, index) => ({ ...step, label: `Stage ${index + 1}` })) }
          : block,
      ),
    };
    expect(buyCopyFrom(edited).stepLabels).toEqual(["Stage 1", "Stage 2", "Stage 3", "Stage 4"]);
  });

  it("keeps today's wording when the block is missing, or the page is", () => {
    const withoutBlock = buyCopyFrom({ ...recordedBuyPage(), blocks: [] });
    expect(withoutBlock.stepLabels).toEqual(FALLBACK_STEP_LABELS);
    expect(withoutBlock.inclusions).toEqual(FALLBACK_INCLUSIONS);
    expect(withoutBlock.seo?.title).toBe("Build your set | Bedsmade");
    expect(buyCopyFrom(null)).toEqual({ seo: null, stepLabels: FALLBACK_STEP_LABELS, inclusions: FALLBACK_INCLUSIONS });
  });
});

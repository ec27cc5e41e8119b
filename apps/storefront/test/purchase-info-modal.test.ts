import { describe, expect, it } from "vitest";
import type { ContentClient } from "../app/content/client.server";
import { ContentRequestError } from "../app/content/client.server";
import type { ContentIssue } from "../app/content/normalise";
import { createInfoSheetsReader } from "../app/content/info-modal.server";

const file = (name: string) => ({
  data: {
    id: 7,
    attributes: {
      name,
      url: `/uploads/${name}`,
      hash: name,
      ext: ".svg",
      mime: "image/svg+xml",
      width: 600,
      height: 400,
      formats: null,
    },
  },
});
const panel = (heading: string) => ({ id: 1, heading, text: `About **${heading}**.`, image: file(`${heading}.svg`) });

/** A v4 single-type envelope, as `/api/info-modal/?populate=deep` answers. */
const envelope = {
  data: {
    id: 1,
    attributes: {
      size: {
        heading: "Measurement specs",
        text: null,
        sizeSpecs: [
          {
            size: "Queen",
            sizeKey: "queen",
            tables: [
              {
                heading: "Tailored Sheets",
                width: 152.5,
                length: "203",
                depth: "Variable",
                notes: "Plus a 20 cm tuck-under.",
              },
              { heading: "Pillowcases", width: 51, length: 76, depth: null, notes: null },
            ],
          },
        ],
      },
      colour: {
        heading: "Colour",
        text: "",
        colours: [{ name: "White", swatch: { data: null }, text: "Bright.", inShop: true }, { name: "Sand" }],
      },
      depth: panel("Depth"),
      shipping: panel("Shipping"),
      returnsAndExchanges: panel("Returns"),
      packaging: panel("Packaging"),
      tailored: { heading: "Tailored", detailItems: [{ label: "Hotel corners", description: "Shaped *corners*." }] },
    },
  },
  meta: {},
};

function clientAnswering(answer: () => unknown): ContentClient & { queries: Record<string, string>[] } {
  const queries: Record<string, string>[] = [];
  return {
    baseUrl: "http://cms.test",
    queries,
    async get(_path, query = {}) {
      queries.push(query);
      return answer();
    },
  };
}

describe("the info sheets", () => {
  it("reshapes the seven sheets into domain types with the populate the CMS is asked for", async () => {
    const client = clientAnswering(() => envelope);
    const sheets = await createInfoSheetsReader(client)();
    expect(client.queries).toEqual([{ populate: "deep" }]);
    expect(sheets?.size.sizeSpecs[0]?.tables[0]).toEqual({
      heading: "Tailored Sheets",
      width: 152.5,
      length: 203,
      depth: "Variable",
      notes: "Plus a 20 cm tuck-under.",
    });
    expect(sheets?.size.sizeSpecs[0]?.tables[1]?.depth).toBeNull();
    expect(sheets?.colour.text).toBeNull();
    expect(sheets?.colour.colours).toEqual([
      { name: "White", swatch: null, text: "Bright.", inShop: true },
      { name: "Sand", swatch: null, text: null, inShop: false },
    ]);
    expect(sheets?.shipping.text).toContain("<strong>Shipping</strong>");
    expect(sheets?.packaging.image?.url).toBe("http://cms.test/uploads/Packaging.svg");
    expect(sheets?.tailored.detailItems[0]?.description).toContain("<em>corners</em>");
    expect(JSON.stringify(sheets)).not.toContain("attributes");
  });

  it("reports a malformed entry and answers null instead of failing the flow", async () => {
    const issues: ContentIssue[] = [];
    const broken = { data: { id: 1, attributes: { ...envelope.data.attributes, shipping: { text: "no heading" } } } };
    expect(
      await createInfoSheetsReader(
        clientAnswering(() => broken),
        (issue) => issues.push(issue),
      )(),
    ).toBeNull();
    expect(issues[0]).toMatchObject({ problem: "malformed-entry", where: "info-modal" });
    expect(issues[0]?.detail).toContain("shipping");
  });

  it("answers null when the sheets are unpublished", async () => {
    const unpublished = clientAnswering(() => {
      throw new ContentRequestError("Not Found", "http://cms.test/api/info-modal/", 404);
    });
    expect(await createInfoSheetsReader(unpublished)()).toBeNull();
  });
});

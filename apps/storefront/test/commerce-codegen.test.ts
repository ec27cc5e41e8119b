import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { GENERATED_FILE, generateStorefrontTypes } from "../scripts/codegen";

describe("generated Storefront API types", () => {
  it("match the operations in app/commerce/operations (run `npm run codegen -w apps/storefront`)", async () => {
    expect(readFileSync(GENERATED_FILE, "utf8")).toBe(await generateStorefrontTypes());
  });
});

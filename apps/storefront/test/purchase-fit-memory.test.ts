import { describe, expect, it } from "vitest";
import { forgetFit, recallFit, rememberFit } from "../app/purchase/fit/fit-memory";

/** Issue 13: "The browser remembers the last measurements (local storage) and offers them next time, with a way to clear them." */

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const queen = { unit: "cm", width: "152", length: "203", depth: "32" };

describe("fit finder: the browser remembers the last measurements (issue 13)", () => {
  it("keeps a measurement the rules accept and gives it back next time", () => {
    const store = memoryStorage();
    rememberFit(queen, store);
    expect(recallFit(store)).toEqual({
      values: queen,
      measurement: { unit: "cm", width: 152, length: 203, depth: 32 },
    });
  });

  it("never keeps a measurement the rules refuse", () => {
    const store = memoryStorage();
    rememberFit({ ...queen, width: "2" }, store);
    expect(store.items.size).toBe(0);
  });

  it.each([
    ["not JSON", "{"],
    ["not an object", '"152"'],
    ["numbers where the fields are text", '{"unit":"cm","width":152,"length":203,"depth":32}'],
    ["a figure no mattress has", '{"unit":"cm","width":"900","length":"203","depth":"32"}'],
    ["a unit we do not measure in", '{"unit":"ft","width":"5","length":"7","depth":"1"}'],
  ])("offers nothing when storage holds %s", (_, saved) => {
    expect(recallFit(memoryStorage({ "bedsmade:fit-measurements": saved }))).toBeNull();
  });

  it("forgets them when the shopper asks", () => {
    const store = memoryStorage();
    rememberFit(queen, store);
    forgetFit(store);
    expect(recallFit(store)).toBeNull();
  });

  it("costs the shopper nothing when the browser refuses storage", () => {
    const refusing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(() => rememberFit(queen, refusing)).not.toThrow();
    expect(recallFit(refusing)).toBeNull();
    expect(() => forgetFit(refusing)).not.toThrow();
  });
});

/** Derived once per cached answer, held weakly so a purge drops it (docs/content.md, "Parsed once per answer"). */
export function memoisePerObject<Result>(derive: (value: unknown) => Result): (value: unknown) => Result {
  const derived = new WeakMap<object, { result: Result }>();
  return (value) => {
    if (typeof value !== "object" || value === null) return derive(value);
    const known = derived.get(value);
    if (known) return known.result;
    const result = derive(value);
    derived.set(value, { result });
    return result;
  };
}

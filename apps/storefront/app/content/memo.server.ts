/**
 * The cached content client hands back the same response objects until a purge replaces them, so
 * whatever is derived from one (envelope checks, flattening, normalising, markdown) can be derived
 * once per object rather than on every request. A purge drops the objects, and with them these
 * results, because the memo holds them weakly.
 */
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

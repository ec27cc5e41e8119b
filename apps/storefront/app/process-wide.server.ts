/**
 * One value per process: server.ts and the React Router build are two module graphs, so a plain
 * module-level singleton would exist twice (docs/caching.md, "One value per process").
 */
export function processWide<T>(name: string, create: () => T): T {
  const key = Symbol.for(`bedsmade.${name}`);
  const registry = globalThis as unknown as Record<symbol, T | undefined>;
  return (registry[key] ??= create());
}

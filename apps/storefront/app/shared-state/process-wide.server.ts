/**
 * One value per process. server.ts and the React Router build are two module graphs (tsc's output and
 * Vite's bundle; in development, tsx and Vite's SSR loader), so a plain module-level singleton exists
 * twice. What both halves must share, the Redis link, the purger and the request's cache tags, is kept
 * here under a registered symbol instead.
 */
export function processWide<T>(name: string, create: () => T): T {
  const key = Symbol.for(`bedsmade.${name}`);
  const registry = globalThis as unknown as Record<symbol, T | undefined>;
  return (registry[key] ??= create());
}

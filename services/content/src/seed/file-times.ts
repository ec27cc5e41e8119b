import type { Stats } from "node:fs";

/** Creation time where the filesystem records one (birthtime is the epoch where it does not). */
export function createdTime(stats: Pick<Stats, "birthtime" | "mtime">): Date {
  const born = stats.birthtime.getTime();
  return born > 0 && born < stats.mtime.getTime() ? stats.birthtime : stats.mtime;
}

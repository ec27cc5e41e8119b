/** Something wrong in the seed: where (a path relative to the seed directory, a field path) and what. */
export interface SeedProblem {
  file: string;
  field?: string;
  message: string;
}

export function formatProblem(problem: SeedProblem): string {
  const where = problem.field ? `${problem.file} (${problem.field})` : problem.file;
  return `${where}: ${problem.message}`;
}

/** Renders a zod issue path the way a person reads it: pageContent[2].button.link */
export function fieldPath(segments: readonly PropertyKey[]): string {
  return segments
    .map((segment, index) =>
      typeof segment === "number" ? `[${segment}]` : `${index === 0 ? "" : "."}${String(segment)}`,
    )
    .join("");
}

/**
 * The lowest version either lockfile may resolve, with the advisory that set it: a floor holds when
 * the advisory service is down, and for fixes it rates below high.
 */
const DEPENDENCY_FLOORS = [
  { name: "sharp", floor: "0.35.4", why: "GHSA-rgj7-g3m4-5g8c: libheif heap overflows reachable through an upload" },
  { name: "nodemailer", floor: "9.1.0", why: "GHSA-2x7j-588g-ccc2: slow address parsing" },
  { name: "sanitize-html", floor: "2.18.1", why: "the newest release, taken as the outside review asked" },
] as const;

type Lockfile = { packages?: Record<string, { version?: string }> };
type BelowFloor = { path: string; version: string; floor: string; why: string };

function older(version: string, floor: string): boolean {
  const parts = (text: string) => (text.split("-")[0] ?? "").split(".").map(Number);
  const [have, need] = [parts(version), parts(floor)];
  for (let part = 0; part < 3; part++) {
    const [a = 0, b = 0] = [have[part], need[part]];
    if (a !== b) return a < b;
  }
  return false;
}

/** Every copy in a lockfile (nested ones too) of a package older than its floor. */
export function belowFloors(lockfile: Lockfile): BelowFloor[] {
  const found: BelowFloor[] = [];
  for (const [path, { version }] of Object.entries(lockfile.packages ?? {})) {
    const floor = DEPENDENCY_FLOORS.find(
      ({ name }) => path === `node_modules/${name}` || path.endsWith(`/node_modules/${name}`),
    );
    if (floor && version && older(version, floor.floor))
      found.push({ path, version, floor: floor.floor, why: floor.why });
  }
  return found;
}

import path from "node:path";

/** The running service writes its pid here so `npm run reload` can send it SIGHUP. */
export function pidFilePath(dataDir: string): string {
  return path.join(dataDir, "content.pid");
}

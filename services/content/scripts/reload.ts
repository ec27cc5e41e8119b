import { readFile } from "node:fs/promises";
import { loadConfig } from "../src/config.js";
import { pidFilePath } from "../src/pid-file.js";

/** `npm run reload`: tells the running content service (found by its pid file) to re-read the seed. */
const { dataDir } = loadConfig();
const pidFile = pidFilePath(dataDir);
try {
  const pid = Number((await readFile(pidFile, "utf8")).trim());
  process.kill(pid, "SIGHUP");
  console.log(`asked the content service (pid ${pid}) to reload the seed`);
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  console.error(
    code === "ENOENT" || code === "ESRCH"
      ? `no running content service found (pid file ${pidFile}); start it with npm start`
      : `reload failed: ${(error as Error).message}`,
  );
  process.exit(1);
}

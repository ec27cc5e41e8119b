import { once } from "node:events";
import { rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { loadConfig } from "./config.js";
import { pidFilePath } from "./pid-file.js";
import { createContentService } from "./service.js";

function portTakenMessage(port: number): string {
  return `content service: port ${port} is already in use; stop the other process or set CONTENT_PORT`;
}

/** Fails before the (possibly slow) first media generation when another process has the port. */
async function ensurePortFree(port: number): Promise<void> {
  const probe = createServer();
  probe.listen(port);
  try {
    await once(probe, "listening");
  } finally {
    probe.close();
  }
}

/** CLI entry: the content service on CONTENT_PORT, reloading on seed edits and on SIGHUP. */
async function main(): Promise<void> {
  const config = loadConfig();
  try {
    await ensurePortFree(config.port);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
    console.error(portTakenMessage(config.port));
    process.exit(1);
  }
  const service = await createContentService({
    seedDir: config.seedDir,
    dataDir: config.dataDir,
    publicUrl: config.publicUrl,
    apiToken: config.apiToken,
    adminToken: config.adminToken,
    revalidateSecret: config.revalidateSecret,
    webhookUrls: config.webhookUrls,
    watch: true,
  });
  try {
    await service.listen(config.port);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EADDRINUSE") {
      console.error(portTakenMessage(config.port));
    } else {
      console.error(`content service: could not listen on port ${config.port}: ${(error as Error).message}`);
    }
    await service.close();
    process.exit(1);
  }
  const pidFile = pidFilePath(config.dataDir);
  await writeFile(pidFile, String(process.pid));
  console.log(`content service listening on http://localhost:${config.port} (seed ${config.seedDir})`);

  process.on("SIGHUP", () => {
    console.log("SIGHUP: reloading the seed");
    void service.reload().catch(() => undefined);
  });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    void Promise.all([service.close(), rm(pidFile, { force: true })]).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`content service: shutdown failed: ${(error as Error).message}`);
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(`content service: ${(error as Error).message}`);
  process.exit(1);
});

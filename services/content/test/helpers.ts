import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Logger } from "../src/logger.js";
import { createContentService, type ContentService, type ContentServiceOptions } from "../src/service.js";

export const FIXTURE_SEED = fileURLToPath(new URL("./fixtures/seed", import.meta.url));
export const REAL_SEED = fileURLToPath(new URL("../seed", import.meta.url));

/** Keeps log lines for assertions instead of printing them. */
export class RecordingLogger implements Logger {
  readonly lines: string[] = [];
  info(message: string) {
    this.lines.push(message);
  }
  warn(message: string) {
    this.lines.push(message);
  }
  error(message: string) {
    this.lines.push(message);
  }
}

export async function temporaryDir(prefix: string): Promise<string> {
  return mkdtemp(path.join(tmpdir(), `content-${prefix}-`));
}

/** A writable copy of the fixture seed, for tests that edit content. */
export async function copyOfFixtureSeed(): Promise<string> {
  const dir = path.join(await temporaryDir("seed"), "seed");
  await cp(FIXTURE_SEED, dir, { recursive: true });
  return dir;
}

export interface RunningService {
  service: ContentService;
  url: string;
  dataDir: string;
  logger: RecordingLogger;
  stop(): Promise<void>;
}

/** Starts the service in-process on a free port with its own temporary data directory. */
export async function startService(options: Partial<ContentServiceOptions> = {}): Promise<RunningService> {
  const dataDir = options.dataDir ?? (await temporaryDir("data"));
  const logger = new RecordingLogger();
  const service = await createContentService({ seedDir: FIXTURE_SEED, webhookUrls: [], logger, ...options, dataDir });
  const port = await service.listen(0, "127.0.0.1");
  return {
    service,
    url: `http://127.0.0.1:${port}`,
    dataDir,
    logger,
    async stop() {
      await service.close();
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

// Tests read response bodies by path and assert on every value, so an untyped view is what they need.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JsonBody = any;

export async function getJson(url: string, init?: RequestInit): Promise<{ status: number; body: JsonBody; headers: Headers }> {
  const response = await fetch(url, init);
  return { status: response.status, body: await response.json(), headers: response.headers };
}

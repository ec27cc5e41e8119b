import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createShopService } from "../services/shop/src/service.js";
import { runBackupScript } from "../test-support/backup-cli.js";

/**
 * What `npm run restore` refuses, in one sentence and before writing anything. A copy of the shop's
 * database stands in for the CMS's: any SQLite file backs up the same way.
 */

const KEY = "restore-refusals-test-key-0123456789abcdef";
const PICTURE = "cms/uploads/linen.png";

let scratch: string;
let install: { CONTENT_DATA_DIR: string; SHOP_DATA_DIR: string };
let archive: string;
let plainArchive: string;

/** Fresh, empty data folders to restore into, inside a folder that must stay empty. */
async function emptyTargets() {
  const target = await mkdtemp(path.join(scratch, "target-"));
  return { target, env: { CONTENT_DATA_DIR: path.join(target, "cms"), SHOP_DATA_DIR: path.join(target, "shop") } };
}

async function backUp(out: string, key = ""): Promise<string> {
  const made = await runBackupScript("backup", ["--out", out], { ...install, BACKUP_KEY: key });
  if (made.status !== 0) throw new Error(made.output);
  return path.join(out, readdirSync(out)[0] ?? "missing");
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), "bedsmade-restore-refusals-"));
  install = { CONTENT_DATA_DIR: path.join(scratch, "cms"), SHOP_DATA_DIR: path.join(scratch, "shop") };
  await (await createShopService({ port: 0, dataDir: install.SHOP_DATA_DIR, log: () => undefined })).close();
  mkdirSync(path.join(install.CONTENT_DATA_DIR, "public/uploads"), { recursive: true });
  copyFileSync(path.join(install.SHOP_DATA_DIR, "shop.db"), path.join(install.CONTENT_DATA_DIR, "data.db"));
  writeFileSync(path.join(install.CONTENT_DATA_DIR, "public/uploads/linen.png"), "a picture of linen");
  archive = await backUp(path.join(scratch, "encrypted"), KEY);
  plainArchive = await backUp(path.join(scratch, "plain"));
}, 60_000);

afterAll(() => rm(scratch, { recursive: true, force: true }));

describe("npm run restore refuses, writing nothing", () => {
  it("data folders that are not empty, unless told --force, and then replaces them", async () => {
    const refused = await runBackupScript("restore", [plainArchive], install);
    expect(refused.status).toBe(1);
    expect(refused.output).toMatch(/are not empty, so nothing was restored: .*--force/);
    expect(refused.output).not.toMatch(/\n\s+at /);

    writeFileSync(path.join(install.CONTENT_DATA_DIR, "public/uploads/linen.png"), "changed since");
    const forced = await runBackupScript("restore", [plainArchive, "--force"], install);
    expect(forced.status, forced.output).toBe(0);
    expect(readFileSync(path.join(install.CONTENT_DATA_DIR, "public/uploads/linen.png"), "utf8")).toBe(
      "a picture of linen",
    );
  });

  it("an archive whose file does not match its checksum, naming that file", async () => {
    const unpacked = path.join(scratch, "tampered");
    await mkdir(unpacked);
    spawnSync("tar", ["-xzf", plainArchive, "-C", unpacked]);
    writeFileSync(path.join(unpacked, PICTURE), "another picture");
    const tampered = path.join(scratch, "tampered.tar.gz");
    spawnSync("tar", ["-czf", tampered, "-C", unpacked, "."]);
    const { target, env } = await emptyTargets();
    const refused = await runBackupScript("restore", [tampered], env);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain(`${PICTURE} in ${tampered} does not match its checksum in the manifest`);
    expect(readdirSync(target)).toEqual([]);
  });

  it("a file that is not an archive at all", async () => {
    const notAnArchive = path.join(scratch, "notes.tar.gz");
    writeFileSync(notAnArchive, "not a backup");
    const { target, env } = await emptyTargets();
    const refused = await runBackupScript("restore", [notAnArchive], env);
    expect(refused.status).toBe(1);
    expect(refused.output).toMatch(/is damaged and cannot be unpacked, so nothing was restored/);
    expect(readdirSync(target)).toEqual([]);
  });

  it("an encrypted archive with one changed byte", async () => {
    const bytes = readFileSync(archive);
    const middle = bytes.length >> 1;
    bytes.writeUInt8(bytes.readUInt8(middle) ^ 1, middle);
    const changed = path.join(scratch, "changed.tar.gz.enc");
    writeFileSync(changed, bytes);
    const { target, env } = await emptyTargets();
    const refused = await runBackupScript("restore", [changed], { ...env, BACKUP_KEY: KEY });
    expect(refused.status).toBe(1);
    expect(refused.output).toMatch(/could not be decrypted with this BACKUP_KEY/);
    expect(readdirSync(target)).toEqual([]);
  });

  it("a wrong BACKUP_KEY, and a missing one", async () => {
    const { target, env } = await emptyTargets();
    const wrong = await runBackupScript("restore", [archive], { ...env, BACKUP_KEY: "not-the-key-it-was-made-with" });
    expect(wrong.status).toBe(1);
    expect(wrong.output).toMatch(
      /could not be decrypted with this BACKUP_KEY: the key is not the one it was made with/,
    );
    const missing = await runBackupScript("restore", [archive], env);
    expect(missing.status).toBe(1);
    expect(missing.output).toMatch(/is encrypted: set BACKUP_KEY to the key it was made with/);
    expect(readdirSync(target)).toEqual([]);
    expect(existsSync(env.CONTENT_DATA_DIR)).toBe(false);
  });

  it("the right key restores the encrypted archive into empty folders", async () => {
    const { env } = await emptyTargets();
    const restored = await runBackupScript("restore", [archive], { ...env, BACKUP_KEY: KEY });
    expect(restored.status, restored.output).toBe(0);
    expect(readFileSync(path.join(env.CONTENT_DATA_DIR, "public/uploads/linen.png"), "utf8")).toBe(
      "a picture of linen",
    );
    expect(existsSync(path.join(env.SHOP_DATA_DIR, "shop.db"))).toBe(true);
  });
});

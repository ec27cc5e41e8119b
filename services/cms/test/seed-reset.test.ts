import { spawnSync } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cmsDatabaseUrl, cmsDir } from "../../../test-support/cms.js";
import { signIn } from "../../../test-support/cms-admin.js";
import { getData, type Json, type TestCms, startTestCms } from "./support/cms.js";

/** A reset deletes even the home and not-found pages, which only the admin refuses to delete, then imports all again. */

const ARTICLE = "api::blog-article.blog-article";
const DELETED = "styling-your-bed";

let cms: TestCms;
beforeAll(async () => {
  cms = await startTestCms(null);
  const admin = await signIn(cms.url);
  await admin.remove(ARTICLE, await admin.documentIdOf(ARTICLE, DELETED));
  await cms.process.stop(10_000);
}, 300_000);
afterAll(() => cms?.stop());

describe("npm run seed -- --reset", () => {
  it("empties the content, home and not-found pages included, and imports the seed again", async () => {
    const databaseUrl = cmsDatabaseUrl(cms.dataDir);
    const reset = spawnSync(process.execPath, [path.join(cmsDir, "scripts/seed.mjs"), "--reset"], {
      cwd: cmsDir,
      encoding: "utf8",
      timeout: 240_000,
      env: {
        ...process.env,
        NODE_ENV: "development",
        CONTENT_DATA_DIR: cms.dataDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
    });
    expect(reset.stderr).not.toContain("cannot be deleted");
    expect(reset.stdout).toContain("[seed] Emptied the shop's content and media library.");
    expect(reset.status).toBe(0);
    await cms.restart();
    const slugs = (await getData(cms, "/api/blog-articles?fields[0]=slug&pagination[pageSize]=100")).map(
      (article: Json) => article.slug,
    );
    expect(slugs).toContain(DELETED);
    expect((await getData(cms, "/api/pages?filters[slug][$eq]=home")).length).toBe(1);
  }, 300_000);
});

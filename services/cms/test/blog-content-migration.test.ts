import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, type Admin } from "../../../test-support/cms-admin.js";
import { cmsDir, prepareCms, startCms } from "../../../test-support/cms.js";
import { freePort, type Spawned } from "../../../test-support/processes.js";
import { request, type Json } from "./support/cms.js";

/**
 * The old database is written by Strapi itself, from a copy of this project still on `pageContent`,
 * so the migration meets the real old shape, drafts and edit view included.
 */

const ARTICLE = "api::blog-article.blog-article";
const EDITED = "linen-care-guide";
const DRAFT_TEXT = "An unpublished paragraph the owner is still writing.";
const OWNER_LABEL = "Article body";
const MIGRATION = "2026.12.01T00.00.00.blog-article-body-is-blog-content.js";
const ARTICLES = "/api/blog-articles?populate=deep,5&sort=slug&pagination[pageSize]=100";

/** This project as it was before the rename: the article's zone and its seed say pageContent, no migrations. */
async function projectBeforeTheRename(folder: string): Promise<string> {
  prepareCms();
  for (const item of ["package.json", "tsconfig.json", ".env", "favicon.png", "dist", "seed"])
    await cp(path.join(cmsDir, item), path.join(folder, item), { recursive: true });
  await symlink(path.join(cmsDir, "node_modules"), path.join(folder, "node_modules"), "dir");
  const schemaFile = path.join(folder, "dist/src/api/blog-article/content-types/blog-article/schema.json");
  const schema = JSON.parse(await readFile(schemaFile, "utf8"));
  schema.attributes = Object.fromEntries(
    Object.entries(schema.attributes).map(([name, attribute]) => [
      name === "blogContent" ? "pageContent" : name,
      attribute,
    ]),
  );
  await writeFile(schemaFile, JSON.stringify(schema));
  const seedArticles = path.join(folder, "seed/entries/blog-articles");
  for (const file of await readdir(seedArticles)) {
    const entry = await readFile(path.join(seedArticles, file), "utf8");
    await writeFile(path.join(seedArticles, file), entry.replace(/^blogContent:/m, "pageContent:"));
  }
  return folder;
}

const bodyless = ({ pageContent: _page, blogContent: _blog, ...entry }: Json) => entry;

/** What the old version served, with each article's body under its new name (pages list articles too). */
function renamedArticleBodies(value: Json, inArticle = false): Json {
  if (Array.isArray(value)) return value.map((item) => renamedArticleBodies(item, inArticle));
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      inArticle && key === "pageContent" ? "blogContent" : key,
      renamedArticleBodies(item, key === "blog_articles"),
    ]),
  );
}

let scratch: string;
let url: string;
let cms: Spawned;
let oldArticles: Json[];
let oldPages: Json[];
const logs: string[] = [];

async function read(pathAndQuery: string): Promise<Json[]> {
  const { status, body } = await request(`${url}${pathAndQuery}`);
  if (status !== 200) throw new Error(`GET ${pathAndQuery} answered ${status}: ${JSON.stringify(body).slice(0, 500)}`);
  return body.data;
}

async function ownerEdits(admin: Admin): Promise<void> {
  const documentId = await admin.documentIdOf(ARTICLE, EDITED);
  const draft = await admin.draft(ARTICLE, documentId);
  draft.pageContent[0].text = DRAFT_TEXT;
  await admin.saveDraft(ARTICLE, documentId, draft);
  const configuration = `/content-manager/content-types/${ARTICLE}/configuration`;
  const { contentType } = (await admin.call("GET", configuration)).data;
  contentType.metadatas.pageContent.edit.label = OWNER_LABEL;
  // The admin panel sends a list view's settings without the relation's main field it was given.
  for (const metadata of Object.values(contentType.metadatas) as Json[]) delete metadata.list.mainField;
  const { settings, metadatas, layouts } = contentType;
  await admin.call("PUT", configuration, { settings, metadatas, layouts });
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), "bedsmade-cms-migration-"));
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  const dataDir = path.join(scratch, "data");
  // An existing, empty data folder: the old CMS imports the seed itself.
  await mkdir(dataDir);
  const oldProject = await projectBeforeTheRename(path.join(scratch, "project"));
  cms = await startCms({ port, dataDir, projectDir: oldProject });
  oldArticles = await read(ARTICLES);
  oldPages = await read("/api/pages?populate=deep,5&sort=slug&pagination[pageSize]=100");
  await ownerEdits(await signIn(url));
  await cms.stop(10_000);
  for (const start of [1, 2]) {
    cms = await startCms({ port, dataDir });
    logs[start] = cms.output();
    if (start === 1) await cms.stop(10_000);
  }
}, 400_000);
afterAll(async () => {
  await cms?.stop(10_000);
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe("the blog article's body, moved from pageContent to blogContent", () => {
  it("was made as the old version made it: every article's body under pageContent", () => {
    expect(oldArticles.length).toBeGreaterThan(0);
    expect(oldArticles.every((article) => article.pageContent.length > 0 && !("blogContent" in article))).toBe(true);
  });

  it("is moved by the migration on the first start of this version", () => {
    expect(logs[1]).toContain(`migrated ${MIGRATION}`);
  });

  it("keeps every article's blocks, whole, under blogContent, and the rest of each article unchanged", async () => {
    const articles = await read(ARTICLES);
    expect(articles.map((article) => article.blogContent)).toEqual(oldArticles.map((article) => article.pageContent));
    expect(articles.map(bodyless)).toEqual(oldArticles.map(bodyless));
    expect(articles.some((article) => "pageContent" in article)).toBe(false);
  });

  it("keeps a draft's own blocks and the owner's label for the body in the edit view", async () => {
    const admin = await signIn(url);
    const draft = await admin.draft(ARTICLE, await admin.documentIdOf(ARTICLE, EDITED));
    expect(draft.blogContent[0].text).toBe(DRAFT_TEXT);
    const { contentType } = (await admin.call("GET", `/content-manager/content-types/${ARTICLE}/configuration`)).data;
    expect(contentType.metadatas.blogContent.edit.label).toBe(OWNER_LABEL);
    expect(contentType.layouts.edit.flat().map((field: Json) => field.name)).toContain("blogContent");
  });

  it("leaves every page's pageContent as it was, the articles a page lists renamed alike", async () => {
    expect(await read("/api/pages?populate=deep,5&sort=slug&pagination[pageSize]=100")).toEqual(
      renamedArticleBodies(oldPages),
    );
  });

  it("does not run again on a second start, and the second start loses nothing", async () => {
    expect(logs[2]).not.toContain(MIGRATION);
    const articles = await read(ARTICLES);
    expect(articles.map((article) => article.blogContent)).toEqual(oldArticles.map((article) => article.pageContent));
  });
});

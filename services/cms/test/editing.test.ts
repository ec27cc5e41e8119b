import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, type Admin } from "../../../test-support/cms-admin.js";
import { get, getData, request, type Json, type TestCms, startTestCms } from "./support/cms.js";
import { startReceiver, type Receiver } from "./support/receiver.js";
import { differencesFromSeed, seedEntry } from "./support/seed.js";

/**
 * Edits through Strapi's admin API reach the storefront once published, and every publish, unpublish
 * and delete fires its purge webhook.
 */

const PAGE = "api::page.page";
const SECRET = "editing-test-revalidate-secret";
const NEW_HEADING = "Sheets cut for the bed you actually sleep in";

let receiver: Receiver;
let cms: TestCms;
let admin: Admin;
let homeId: string;
beforeAll(async () => {
  receiver = await startReceiver(5314);
  cms = await startTestCms(5304, { env: { REVALIDATE_SECRET: SECRET, CONTENT_WEBHOOK_URL: receiver.url } });
  admin = await signIn(cms.url);
  homeId = await admin.documentIdOf(PAGE, "home");
});
afterAll(async () => {
  await cms?.stop();
  await receiver?.close();
});

const publicHome = async (): Promise<Json> =>
  (await getData(cms, "/api/pages?filters[slug][$eq]=home&populate=deep,5"))[0];

describe("editing through the admin API", () => {
  it("the owner changes the home page's first heading: a saved draft is not public, the published edit is", async () => {
    const seeded = seedEntry("pages/home");
    const draft = await admin.draft(PAGE, homeId);
    expect(draft.pageContent[0]).toMatchObject({
      __component: "blocks.home-intro",
      heading: seeded.pageContent[0].heading,
    });

    draft.pageContent[0].heading = NEW_HEADING;
    await admin.saveDraft(PAGE, homeId, draft);
    expect((await publicHome()).pageContent[0].heading).toBe(seeded.pageContent[0].heading);

    await admin.publish(PAGE, homeId);
    const published = await publicHome();
    expect(published.pageContent[0]).toMatchObject({ __component: "blocks.home-intro", heading: NEW_HEADING });
    // saving the whole draft kept everything else: media, components, the testimonials it relates to
    expect(differencesFromSeed(published, seeded)).toEqual([
      `pageContent[0].heading: ${JSON.stringify(NEW_HEADING)} ≠ ${JSON.stringify(seeded.pageContent[0].heading)}`,
    ]);
  });
});

describe("a required text of only spaces or line breaks", () => {
  it("is refused at publish, naming the field in Strapi's own error, and shoppers keep the published page", async () => {
    const faqsId = await admin.documentIdOf(PAGE, "faqs");
    const draft = await admin.draft(PAGE, faqsId);
    const faq = draft.pageContent.findIndex((block: Json) => block.__component === "blocks.faq-accordion");
    const answer = draft.pageContent[faq].sections[0].sectionBlocks[1].answer;
    draft.pageContent[faq].sections[0].sectionBlocks[1].answer = " \n ";
    await admin.saveDraft(PAGE, faqsId, draft);

    const refused = await request(`${cms.url}/content-manager/collection-types/${PAGE}/${faqsId}/actions/publish`, {
      method: "POST",
      headers: { Authorization: `Bearer ${admin.token}`, "Content-Type": "application/json" },
      body: "{}",
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      name: "ValidationError",
      message: expect.stringContaining(`pageContent › ${faq + 1} › sections › 1 › sectionBlocks › 2 › answer`),
      details: {
        errors: [
          {
            path: ["pageContent", String(faq), "sections", "0", "sectionBlocks", "1", "answer"],
            message: expect.stringContaining("only spaces or line breaks"),
          },
        ],
      },
    });
    const [published] = await getData(cms, "/api/pages?filters[slug][$eq]=faqs&populate=deep,5");
    expect(published.pageContent[faq].sections[0].sectionBlocks[1].answer).toBe(answer);

    draft.pageContent[faq].sections[0].sectionBlocks[1].answer = answer;
    await admin.saveDraft(PAGE, faqsId, draft);
    await admin.publish(PAGE, faqsId);
  });
});

describe("an entry taken offline and put back", () => {
  const ARTICLE = "api::blog-article.blog-article";
  const footerLinkTo = async (slug: string) =>
    (await getData(cms, "/api/footer?populate=deep,5")).footerLegal.find((item: Json) => item.page?.slug === slug);
  const blogArticles = async (): Promise<string[]> => {
    const [blog] = await getData(cms, "/api/pages?filters[slug][$eq]=blog&populate=deep,5");
    return blog.pageContent.flatMap((block: Json) =>
      (block.categorySections ?? []).flatMap((section: Json) =>
        section.blog_articles.map((article: Json) => article.slug),
      ),
    );
  };

  it("gets back the links other published entries held to it: the footer's legal link, the blog page's article", async () => {
    const pageId = await admin.documentIdOf(PAGE, "accessibility");
    expect(await footerLinkTo("accessibility")).toBeDefined();
    await admin.unpublish(PAGE, pageId);
    expect(await footerLinkTo("accessibility")).toBeUndefined();
    await admin.publish(PAGE, pageId);
    expect(await footerLinkTo("accessibility")).toMatchObject({ label: "Accessibility statement" });

    const articleId = await admin.documentIdOf(ARTICLE, "linen-care-guide");
    await admin.unpublish(ARTICLE, articleId);
    await admin.publish(ARTICLE, articleId);
    expect(await blogArticles()).toContain("linen-care-guide");
  });

  it("never publishes the owner's unpublished changes to restore a link: their own Publish restores it", async () => {
    const blogId = await admin.documentIdOf(PAGE, "blog");
    const draft = await admin.draft(PAGE, blogId);
    draft.pageSeo.metaTitle = "The journal, reworded but not yet published";
    await admin.saveDraft(PAGE, blogId, draft);
    const articleId = await admin.documentIdOf(ARTICLE, "why-organic-cotton");
    await admin.unpublish(ARTICLE, articleId);
    await admin.publish(ARTICLE, articleId);
    const [blog] = await getData(cms, "/api/pages?filters[slug][$eq]=blog&populate=deep,5");
    expect(blog.pageSeo.metaTitle).not.toBe(draft.pageSeo.metaTitle);
    expect(await blogArticles()).not.toContain("why-organic-cotton");
    await admin.publish(PAGE, blogId);
    expect(await blogArticles()).toContain("why-organic-cotton");
  });
});

describe("what the owner sees in the Content Manager", () => {
  it("titles each page by its slug, not by a document id, in the list, the edit view and the preview bar", async () => {
    const { data } = await admin.call("GET", `/content-manager/content-types/${PAGE}/configuration`);
    expect(data.contentType.settings.mainField).toBe("slug");
  });

  it("titles each single type by its name in the preview bar, not by a document id", async () => {
    const { data: types } = await admin.call("GET", "/content-manager/content-types");
    const singleTypes = (types as Json[]).filter((type) => type.kind === "singleType" && type.uid.startsWith("api::"));
    expect(singleTypes.length).toBeGreaterThan(5);
    const titledById: string[] = [];
    for (const { uid } of singleTypes) {
      const { data } = await admin.call("GET", `/content-manager/content-types/${uid}/configuration`);
      if (data.contentType.settings.mainField === "documentId") titledById.push(uid);
    }
    expect(titledById).toEqual([]);
  });
});

describe("the webhook tells the storefront of every change", () => {
  const expectFromTheCms = (hook: { method: string; path: string; headers: Json }) => {
    expect(hook.method).toBe("POST");
    expect(hook.path).toBe("/api/revalidate");
    expect(hook.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(hook.headers["content-type"]).toMatch(/^application\/json/);
  };

  it("publishing sent entry.publish to CONTENT_WEBHOOK_URL, with Authorization: Bearer <REVALIDATE_SECRET>", async () => {
    const hook = await receiver.next(
      (h) => h.body.event === "entry.publish" && h.body.entry?.documentId === homeId,
      "entry.publish of home",
    );
    expectFromTheCms(hook);
    expect(hook.body).toMatchObject({
      event: "entry.publish",
      createdAt: expect.any(String),
      model: "page",
      uid: PAGE,
      entry: { documentId: homeId, slug: "home", publishedAt: expect.any(String) },
    });
  });

  it("unpublishing sends entry.unpublish, and the page leaves the public answer", async () => {
    const privacyId = await admin.documentIdOf(PAGE, "privacy");
    await admin.unpublish(PAGE, privacyId);
    const hook = await receiver.next(
      (h) => h.body.event === "entry.unpublish" && h.body.entry?.documentId === privacyId,
      "entry.unpublish of privacy",
    );
    expectFromTheCms(hook);
    expect(hook.body).toMatchObject({
      event: "entry.unpublish",
      model: "page",
      uid: PAGE,
      entry: { documentId: privacyId, slug: "privacy" },
    });
    expect((await get(cms, `/api/pages/${privacyId}`)).status).toBe(404);
  });

  it("deleting sends entry.delete, and the page is gone", async () => {
    const termsId = await admin.documentIdOf(PAGE, "terms");
    await admin.remove(PAGE, termsId);
    const hook = await receiver.next(
      (h) => h.body.event === "entry.delete" && h.body.entry?.documentId === termsId,
      "entry.delete of terms",
    );
    expectFromTheCms(hook);
    expect(hook.body).toMatchObject({
      event: "entry.delete",
      model: "page",
      uid: PAGE,
      entry: { documentId: termsId, slug: "terms" },
    });
    expect((await get(cms, `/api/pages/${termsId}`)).status).toBe(404);
    const slugs = (await getData(cms, "/api/pages?pagination[pageSize]=100")).map((page: Json) => page.slug);
    expect(slugs).not.toContain("terms");
  });

  it("the CMS registered one webhook for it, with the secret and the entry and media events", async () => {
    const hooks = await admin.webhooks();
    expect(hooks).toHaveLength(1);
    expect(hooks[0]).toMatchObject({
      url: receiver.url,
      headers: { Authorization: `Bearer ${SECRET}` },
      isEnabled: true,
    });
    expect(hooks[0].events).toEqual(
      expect.arrayContaining(["entry.publish", "entry.unpublish", "entry.delete", "entry.update", "media.update"]),
    );
  });
});

describe("the pages the storefront cannot do without: home at / and the not-found page", () => {
  const contentManager = (method: string, path: string, body?: Json) =>
    request(`${cms.url}/content-manager/collection-types/${PAGE}/${path}`, {
      method,
      headers: { Authorization: `Bearer ${admin.token}`, "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const publicSlugs = async (): Promise<string[]> =>
    (await getData(cms, "/api/pages?pagination[pageSize]=100")).map((page: Json) => page.slug);

  it.each(["home", "404"])("%s is refused when unpublished or deleted, saying why, and stays public", async (slug) => {
    const documentId = await admin.documentIdOf(PAGE, slug);
    const attempts = [
      ["unpublished", "POST", `${documentId}/actions/unpublish`, {}],
      ["unpublished", "POST", "actions/bulkUnpublish", { documentIds: [documentId] }],
      ["deleted", "DELETE", documentId, undefined],
      ["deleted", "POST", "actions/bulkDelete", { documentIds: [documentId] }],
    ] as const;
    for (const [refused, method, path, body] of attempts) {
      const answer = await contentManager(method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(400);
      expect(answer.body.error.message, `${method} ${path}`).toContain(`This page cannot be ${refused}.`);
    }
    expect(await publicSlugs()).toContain(slug);
  });

  it("home is refused when published under another slug, the slug field marked, and / keeps its page", async () => {
    const draft = await admin.draft(PAGE, homeId);
    await admin.saveDraft(PAGE, homeId, { ...draft, slug: "welcome" });
    const refused = await contentManager("POST", `${homeId}/actions/publish`, {});
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      name: "ValidationError",
      message: expect.stringContaining('Put it back to "home"'),
      details: { errors: [{ path: ["slug"], message: expect.stringContaining('The slug must stay "home"') }] },
    });
    expect(await publicSlugs()).toContain("home");
    expect(await publicSlugs()).not.toContain("welcome");

    await admin.saveDraft(PAGE, homeId, draft);
    await admin.publish(PAGE, homeId);
  });

  it("any other page is still the owner's to rename, unpublish and publish again", async () => {
    const contactId = await admin.documentIdOf(PAGE, "contact");
    const draft = await admin.draft(PAGE, contactId);
    await admin.saveDraft(PAGE, contactId, { ...draft, slug: "get-in-touch" });
    await admin.publish(PAGE, contactId);
    expect(await publicSlugs()).toContain("get-in-touch");
    await admin.unpublish(PAGE, contactId);
    expect(await publicSlugs()).not.toContain("get-in-touch");
    await admin.saveDraft(PAGE, contactId, draft);
    await admin.publish(PAGE, contactId);
    expect(await publicSlugs()).toContain("contact");
  });
});

/** The path to the first `link` of a component in an entry that holds text. */
const firstLink = (value: Json, path: string[] = []): string[] | undefined => {
  if (typeof value !== "object" || value === null) return undefined;
  if (typeof value.link === "string" && value.link !== "") return [...path, "link"];
  for (const [key, inner] of Object.entries(value)) {
    const found = firstLink(inner, [...path, key]);
    if (found) return found;
  }
  return undefined;
};
const setAt = (entry: Json, path: string[], text: string) => {
  const holder = path.slice(0, -1).reduce((node, key) => node[key], entry);
  holder.link = text;
};

describe("a link the owner types", () => {
  const publishHome = () =>
    request(`${cms.url}/content-manager/collection-types/${PAGE}/${homeId}/actions/publish`, {
      method: "POST",
      headers: { Authorization: `Bearer ${admin.token}`, "Content-Type": "application/json" },
      body: "{}",
    });

  it("to no published page is refused at publish, naming the field, and shoppers keep the page's link", async () => {
    const draft = await admin.draft(PAGE, homeId);
    const path = firstLink(draft.pageContent, ["pageContent"]);
    if (!path) throw new Error("the home page has no link");
    const link = path.slice(1).reduce((node: Json, key) => node[key], draft.pageContent);
    for (const broken of ["contcat", "blog/an-article", "a-page-never-published"]) {
      setAt(draft, path, broken);
      await admin.saveDraft(PAGE, homeId, draft);
      const refused = await publishHome();
      expect(refused.status, broken).toBe(400);
      expect(refused.body.error).toMatchObject({
        name: "ValidationError",
        message: expect.stringContaining("a link goes to no published page"),
        details: { errors: [{ path, message: `"${broken}" goes to no published page or article.` }] },
      });
    }
    expect(path.slice(1).reduce((node: Json, key) => node[key], (await publicHome()).pageContent)).toBe(link);

    for (const working of ["faqs#returns-and-exchanges", "buy?step=1", "linen-care-guide", "https://example.com/"]) {
      setAt(draft, path, working);
      await admin.saveDraft(PAGE, homeId, draft);
      expect((await publishHome()).status, working).toBe(200);
    }
    setAt(draft, path, link);
    await admin.saveDraft(PAGE, homeId, draft);
    await admin.publish(PAGE, homeId);
  });
});

describe("a link written in a markdown text", () => {
  it("to no published page is refused at publish, naming the text, and one to a page publishes", async () => {
    const faqsId = await admin.documentIdOf(PAGE, "faqs");
    const draft = await admin.draft(PAGE, faqsId);
    const faq = draft.pageContent.findIndex((block: Json) => block.__component === "blocks.faq-accordion");
    const item = draft.pageContent[faq].sections[0].sectionBlocks[0];
    const answer = item.answer;
    const publishFaqs = () =>
      request(`${cms.url}/content-manager/collection-types/${PAGE}/${faqsId}/actions/publish`, {
        method: "POST",
        headers: { Authorization: `Bearer ${admin.token}`, "Content-Type": "application/json" },
        body: "{}",
      });

    item.answer = `${answer}\n\nStill unsure? [Ask our team](/contcat).`;
    await admin.saveDraft(PAGE, faqsId, draft);
    const refused = await publishFaqs();
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.errors).toEqual([
      expect.objectContaining({
        path: ["pageContent", String(faq), "sections", "0", "sectionBlocks", "0", "answer"],
        message: '"/contcat" in this text goes to no published page or article.',
      }),
    ]);

    item.answer = `${answer}\n\nStill unsure? [Ask our team](/contact).`;
    await admin.saveDraft(PAGE, faqsId, draft);
    expect((await publishFaqs()).status).toBe(200);
    item.answer = answer;
    await admin.saveDraft(PAGE, faqsId, draft);
    await admin.publish(PAGE, faqsId);
  });
});

describe("a page given a new slug", () => {
  const redirects = async (): Promise<Record<string, string>> =>
    Object.fromEntries(
      (await getData(cms, "/api/redirects?pagination[pageSize]=100")).map((entry: Json) => [entry.from, entry.to]),
    );
  const publishAs = async (documentId: string, draft: Json, slug: string) => {
    await admin.saveDraft(PAGE, documentId, { ...draft, slug });
    await admin.publish(PAGE, documentId);
  };

  it("redirects from its old slug, and every earlier redirect to it leads straight to the new one", async () => {
    const id = await admin.documentIdOf(PAGE, "testimonials");
    const draft = await admin.draft(PAGE, id);
    const before = await redirects();

    await publishAs(id, draft, "reviews");
    expect(await redirects()).toEqual({ ...before, testimonials: "reviews" });
    // A link to the old slug still reaches the page, so the owner may keep it.
    const home = await admin.draft(PAGE, homeId);
    const link = firstLink(home.pageContent, ["pageContent"]);
    if (!link) throw new Error("the home page has no link");
    const kept = link.slice(1).reduce((node: Json, key) => node[key], home.pageContent);
    setAt(home, link, "testimonials");
    await admin.saveDraft(PAGE, homeId, home);
    await admin.publish(PAGE, homeId);
    setAt(home, link, kept);
    await admin.saveDraft(PAGE, homeId, home);
    await admin.publish(PAGE, homeId);

    await publishAs(id, draft, "kind-words");
    expect(await redirects()).toEqual({ ...before, testimonials: "kind-words", reviews: "kind-words" });

    // Back at its first address: that address is the page again, not a redirect.
    await publishAs(id, draft, "testimonials");
    expect(await redirects()).toEqual({ ...before, reviews: "testimonials", "kind-words": "testimonials" });
    expect((await getData(cms, "/api/pages?filters[slug][$eq]=testimonials")).length).toBe(1);
  });

  it("a draft's new slug makes no redirect until it is published", async () => {
    const id = await admin.documentIdOf(PAGE, "experts");
    const draft = await admin.draft(PAGE, id);
    await admin.saveDraft(PAGE, id, { ...draft, slug: "our-experts" });
    expect(Object.keys(await redirects())).not.toContain("experts");
    await admin.saveDraft(PAGE, id, draft);
  });
});

/** A publish from the admin that must be refused: the field it marks, and what it says there. */
const publishRefusal = async (uid: string, documentId: string) => {
  const answer = await request(`${cms.url}/content-manager/collection-types/${uid}/${documentId}/actions/publish`, {
    method: "POST",
    headers: { Authorization: `Bearer ${admin.token}`, "Content-Type": "application/json" },
    body: "{}",
  });
  expect(answer.status).toBe(400);
  const [mark] = answer.body.error.details.errors;
  return { field: mark.path[0], message: mark.message };
};

describe("a page published without any block", () => {
  it("is refused, its blocks marked, so no address turns into the not-found page", async () => {
    const { data } = await admin.call("POST", `/content-manager/collection-types/${PAGE}`, {
      slug: "an-empty-page",
      pageSeo: { metaTitle: "Empty | Bedsmade", metaDescription: "A page without blocks." },
      pageContent: [],
    });
    try {
      expect(await publishRefusal(PAGE, data.documentId)).toEqual({
        field: "pageContent",
        message: expect.stringContaining("at least one block"),
      });
      expect(await getData(cms, "/api/pages?filters[slug][$eq]=an-empty-page")).toEqual([]);
    } finally {
      await admin.remove(PAGE, data.documentId);
    }
  });
});

describe("a page or article published at an address that is another's", () => {
  const ARTICLE = "api::blog-article.blog-article";
  const publicSlugs = async (collection: string): Promise<string[]> =>
    (await getData(cms, `/api/${collection}?pagination[pageSize]=100`)).map((entry: Json) => entry.slug);

  it("is refused, the slug field marked, where the storefront or the old site's addresses answer first", async () => {
    const contactId = await admin.documentIdOf(PAGE, "contact");
    const draft = await admin.draft(PAGE, contactId);
    try {
      for (const [slug, owner] of [
        ["care", "is one of the old site's (care)"],
        ["cart", "is one of the old site's (cart)"],
        ["account", "is a page the storefront draws itself"],
        ["buy", "is a published page's"],
        ["api", "is the storefront's own"],
      ]) {
        await admin.saveDraft(PAGE, contactId, { ...draft, slug });
        expect(await publishRefusal(PAGE, contactId)).toEqual({
          field: "slug",
          message: expect.stringContaining(`The address /${slug} ${owner}`),
        });
      }
      expect(await publicSlugs("pages")).toContain("contact");
    } finally {
      await admin.saveDraft(PAGE, contactId, draft);
    }
  });

  it("is published where the storefront looks for it: the home, not-found and purchase flow's pages", async () => {
    for (const slug of ["home", "404", "buy"]) await admin.publish(PAGE, await admin.documentIdOf(PAGE, slug));
  });

  it("is refused where a published page or article already is, and published once the slug is free", async () => {
    const articleId = await admin.documentIdOf(ARTICLE, "why-organic-cotton");
    const draft = await admin.draft(ARTICLE, articleId);
    try {
      await admin.saveDraft(ARTICLE, articleId, { ...draft, slug: "faqs" });
      expect(await publishRefusal(ARTICLE, articleId)).toEqual({
        field: "slug",
        message: "The address /faqs is a published page's: shoppers would never see this article there.",
      });
      expect(await publicSlugs("blog-articles")).toContain("why-organic-cotton");
    } finally {
      await admin.saveDraft(ARTICLE, articleId, draft);
    }
    await admin.publish(ARTICLE, articleId);
  });
});

describe("a Redirect the owner writes in the admin", () => {
  const REDIRECT = "api::redirect.redirect";
  const write = (data: Json, documentId?: string) =>
    request(`${cms.url}/content-manager/collection-types/${REDIRECT}${documentId ? `/${documentId}` : ""}`, {
      method: documentId ? "PUT" : "POST",
      headers: { Authorization: `Bearer ${admin.token}`, "Content-Type": "application/json" },
      body: JSON.stringify(data),
    });
  const refusalOf = async (data: Json, documentId?: string) => {
    const answer = await write(data, documentId);
    expect(answer.status).toBe(400);
    const [mark] = answer.body.error.details.errors;
    return { field: mark.path[0], message: mark.message };
  };
  const removeAll = async (documentIds: string[]) => {
    for (const documentId of documentIds) await admin.remove(REDIRECT, documentId);
  };

  it("is saved when it leads from an old address to a page, an article, the purchase flow or home", async () => {
    const saved: string[] = [];
    const addresses: string[] = [];
    try {
      for (const [from, to] of [
        ["summer-sale", "buy?step=1"],
        ["/Old-FAQs/", "faqs#returns"],
        ["care-tips", "linen-care-guide"],
        ["welcome", ""],
      ]) {
        const answer = await write({ from, to });
        expect(answer.status, `${from} → ${to}`).toBe(201);
        saved.push(answer.body.data.documentId);
        addresses.push(answer.body.data.from);
      }
      // Kept as the storefront matches it, so the owner reads the address shoppers come from.
      expect(addresses).toEqual(["summer-sale", "old-faqs", "care-tips", "welcome"]);
    } finally {
      await removeAll(saved);
    }
  });

  it("is refused, the field marked, when the storefront would not follow it", async () => {
    for (const from of ["faqs", "/FAQs"])
      expect(await refusalOf({ from, to: "contact" })).toEqual({
        field: "from",
        message: expect.stringContaining("A published page or article is at /faqs"),
      });
    expect(await refusalOf({ from: "cart", to: "buy" })).toEqual({
      field: "from",
      message: expect.stringContaining("The address /cart is one of the old site's (cart)"),
    });
    expect(await refusalOf({ from: "blogs/news/old", to: "blog" })).toEqual({
      field: "from",
      message: expect.stringContaining("the slug of one page alone"),
    });
    expect(await refusalOf({ from: "old-contact", to: "contcat" })).toEqual({
      field: "to",
      message: '"contcat" goes to no published page or article.',
    });
    expect(await refusalOf({ from: "press", to: "https://elsewhere.example" })).toEqual({
      field: "to",
      message: expect.stringContaining("leads to a page of the shop"),
    });
    expect(await refusalOf({ from: "loop", to: "/loop/" })).toEqual({
      field: "to",
      message: "A redirect cannot lead to its own address.",
    });
  });

  it("is refused when it would close a circle of Redirects, which would reach no page", async () => {
    const first = await write({ from: "old-a", to: "old-b" });
    expect(first.status).toBe(400);
    const b = await write({ from: "old-b", to: "faqs" });
    const a = await write({ from: "old-a", to: "old-b" });
    expect([b.status, a.status]).toEqual([201, 201]);
    const bId = b.body.data.documentId;
    try {
      expect(await refusalOf({ to: "old-a" }, bId)).toEqual({
        field: "to",
        message: expect.stringContaining("(/old-b → /old-a → /old-b)"),
      });
      // The same Redirect may still be pointed anywhere else.
      expect((await write({ to: "contact" }, bId)).status).toBe(200);
    } finally {
      await removeAll([a.body.data.documentId, bId]);
    }
  });
});

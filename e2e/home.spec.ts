import { expect, test, type APIRequestContext } from "@playwright/test";
import { z } from "zod";

/**
 * The home page renders what the content service holds for page `home`: the expected copy is read
 * from the content service in the test, never written here, so editing the seed cannot break it.
 */

const contentUrl = process.env.E2E_CONTENT_URL;

const pagesResponse = z.object({
  data: z.array(
    z.object({
      attributes: z.object({
        slug: z.string(),
        pageSeo: z.object({ metaTitle: z.string(), metaDescription: z.string() }),
        pageContent: z.array(z.looseObject({ __component: z.string(), heading: z.string().optional() })),
      }),
    }),
  ),
  meta: z.object({ pagination: z.object({ pageCount: z.number() }) }),
});

type HomeContent = z.infer<typeof pagesResponse>["data"][number]["attributes"];

async function fetchHomeContent(request: APIRequestContext): Promise<HomeContent> {
  if (!contentUrl) throw new Error("E2E_CONTENT_URL is not set: run this through the root playwright.config.ts");
  for (let page = 1, pageCount = 1; page <= pageCount; page += 1) {
    const response = await request.get(`${contentUrl}/api/pages/`, {
      params: { populate: "deep,5", "pagination[page]": page, "pagination[pageSize]": 100 },
    });
    expect(response.ok()).toBe(true);
    const body = pagesResponse.parse(await response.json());
    pageCount = body.meta.pagination.pageCount;
    const home = body.data.find((entry) => entry.attributes.slug === "home");
    if (home) return home.attributes;
  }
  throw new Error("the content service has no page with slug home");
}

test("the home page shows the content service's home page", async ({ page, request }) => {
  // Development mode compiles the page and its client modules on the first visit.
  test.setTimeout(120_000);
  const home = await fetchHomeContent(request);
  const intro = home.pageContent.find((block) => block.__component === "blocks.home-intro");
  expect(intro?.heading, "the home page content has a home intro with a heading").toBeTruthy();

  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(error.message));

  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  // Hydration runs after load; waiting for the network to settle lets its errors surface.
  await page.waitForLoadState("networkidle");

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(intro?.heading ?? "");
  await expect(page).toHaveTitle(home.pageSeo.metaTitle);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", home.pageSeo.metaDescription);
  await expect(page.getByRole("banner").getByRole("link", { name: "Bedsmade home" })).toHaveAttribute("href", "/");

  const images = page.locator("main img");
  expect(await images.count()).toBeGreaterThan(0);
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute("width", /^\d+$/);
    await expect(image).toHaveAttribute("height", /^\d+$/);
  }

  expect(consoleErrors).toEqual([]);
});

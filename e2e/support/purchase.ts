import { expect as baseExpect, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { z } from "zod";
import { gotoHydrated } from "./hydration";
import { readSingle } from "./content";

/**
 * What the /buy journeys share: generous waits, because every step is a server round trip and
 * development mode compiles each module on first use, and the expectations read from the services.
 */
export const expect = baseExpect.configure({ timeout: 20_000 });

export { gotoHydrated };

const panel = z.object({ heading: z.string() });
const infoModalEntry = z.object({
  size: panel,
  colour: panel,
  depth: panel,
  shipping: panel,
  returnsAndExchanges: panel,
  packaging: panel,
  tailored: panel,
});

export type InfoHeadings = z.infer<typeof infoModalEntry>;

export async function fetchInfoHeadings(request: APIRequestContext): Promise<InfoHeadings> {
  return readSingle(request, "info-modal", infoModalEntry);
}

export async function fetchSoldOutHeading(request: APIRequestContext): Promise<string> {
  return (await readSingle(request, "sold-out-modal", z.object({ heading: z.string() }))).heading;
}

/** The V1.0 / V1.1 toggle's cookie (`{APP_KEY}_version`); /buy starts at step 0 in V1.1. */
export async function useNewVersion(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  await context.addCookies([{ name: "bedsmade_version", value: "1.1", url: baseURL ?? "http://localhost:3100" }]);
}

/**
 * The shop's seed (services/shop/README.md, its sample prices): Classic Queen $850, Premium Queen
 * $950; every Classic Super King is sold out, and so is Classic Queen 15-20 cm.
 */
export const SEED = {
  classicQueenPrice: "$850.00",
  premiumQueenPrice: "$950.00",
  soldOutSize: "Super King",
  soldOutQueenDepth: "15-20 cm",
  depth: "21-25 cm",
} as const;

export const size = (page: Page, label: string) => page.getByRole("radio", { name: new RegExp(`^${label},`) });
export const depth = (page: Page, label: string) => page.getByRole("radio", { name: new RegExp(`^${label}`) });
export const next = (page: Page) => page.getByRole("button", { name: "Next" });
export const currentStep = (page: Page) => page.locator('[aria-current="step"]');

/** Steps 1 and 2 with JavaScript: Queen, then the seed's depth, landing on step 3 (Services). */
export async function chooseQueenAndDepth(page: Page): Promise<void> {
  await gotoHydrated(page, "/buy");
  await size(page, "Queen").check({ force: true });
  await next(page).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose your colour and depth");
  await depth(page, SEED.depth).check({ force: true });
  await next(page).click();
  await expect(currentStep(page)).toContainText("Services");
}

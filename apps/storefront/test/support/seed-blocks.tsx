import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub, MemoryRouter } from "react-router";
import type { BlockComponent, PlacedBlock } from "../../app/blocks/block";
import { Blocks } from "../../app/blocks/Blocks";
import { normalisePage } from "../../app/content/normalise";
import { seedPage } from "./marketing-seed";

/** The blocks of a seed page as the storefront reads them. */
export function seedBlocks(slug: string): PlacedBlock[] {
  return normalisePage(seedPage(slug), { mediaBaseUrl: "http://content.test", report: () => undefined })?.blocks ?? [];
}

export function seedBlock(slug: string, component: BlockComponent): PlacedBlock {
  const block = seedBlocks(slug).find((item) => item.component === component);
  if (!block) throw new Error(`no ${component} on ${slug}`);
  return block;
}

/** Server-rendered HTML inside a data router, as on the site (the contact form block uses a fetcher). */
export function markup(blocks: PlacedBlock[]): string {
  const Stub = createRoutesStub([{ path: "/", Component: () => <Blocks blocks={blocks} /> }]);
  return renderToStaticMarkup(<Stub />);
}

/** Server-rendered HTML inside a plain router, for blocks that need links but no loader data. */
export function routerMarkup(blocks: PlacedBlock[]): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <Blocks blocks={blocks} />
    </MemoryRouter>,
  );
}

import { data } from "react-router";
import { Blocks } from "../blocks/registry";
import { content, loadContent } from "../content/content.server";
import { SiteHeader } from "../layout/SiteHeader";
import { NOT_FOUND_MESSAGE } from "../messages";
import { pageMeta } from "../ui/page-meta";
import type { Route } from "./+types/home";

const HOME_SLUG = "home";

export async function loader() {
  const { page, header } = await loadContent(async () => {
    const [page, header] = await Promise.all([content.getPage(HOME_SLUG), content.getHeader()]);
    return { page, header };
  });
  if (!page) throw data(NOT_FOUND_MESSAGE, { status: 404 });
  return { page, header };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.page.seo);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { page, header } = loaderData;
  return (
    <>
      <SiteHeader header={header} />
      <main id="main">
        <Blocks blocks={page.blocks} />
      </main>
    </>
  );
}

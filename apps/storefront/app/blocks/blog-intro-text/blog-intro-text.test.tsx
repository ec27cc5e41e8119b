import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { blogIntro as intro } from "../../../test/support/placed-blocks";
import { Blocks } from "../Blocks";

describe("blog intro text", () => {
  it("keeps the default intro above an article, where there is no listing to filter", () => {
    const Stub = createRoutesStub([
      { id: "page", path: "/:slug", Component: () => <Blocks blocks={[intro]} />, loader: () => null },
    ]);
    const page = renderToStaticMarkup(
      <Stub
        initialEntries={["/linen-care?category=sleep-well"]}
        hydrationData={{ loaderData: { page: { view: { kind: "article", intro: [intro] } } } }}
      />,
    );
    expect(page).toMatch(/<h1[^>]*>The journal<\/h1>/);
    expect(page).toContain("Notes from the workroom.");
  });
});

import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { headerSchema } from "../app/content/schemas/shell";
import { HeaderItems } from "../app/layout/HeaderItems";

/**
 * The header's account item leads to its
 * CMS link (a guarded page such as /account); with no link it has nowhere to go and is not offered.
 */

function renderHeaderItems(link: string | null): string {
  const header = headerSchema.parse({
    headerItems: [
      { itemType: "account", label: "Account", link, isVisible: true },
      { itemType: "cart", label: "Cart", link: null, isVisible: true },
    ],
  });
  const Stub = createRoutesStub([{ path: "/", Component: () => <HeaderItems items={header.items} /> }]);
  return renderToString(<Stub />);
}

describe("the header's account item", () => {
  it("goes to its link", () => {
    expect(renderHeaderItems("account")).toMatch(/<a [^>]*href="\/account"[^>]*>.*Account/s);
  });

  it("is not offered without one", () => {
    const html = renderHeaderItems(null);
    expect(html).not.toContain("Account");
    expect(html).toContain("Cart");
  });
});

import { describe, expect, it } from "vitest";
import { markupAsElements, renderDocument } from "./react-ceiling.js";

const page = `<!DOCTYPE html><html lang="en-AU"><head><meta charSet="utf-8"/><title>Sheets</title></head><body>
<main id="main" class="page"><h1 style="--gap:2px;margin-top:0">Sheets &amp; sets</h1>
<img src="/_image/a.webp?w=750" srcset="/_image/a.webp?w=390 390w" alt="" fetchpriority="high"/>
<label for="email">Email</label><input id="email" name="email" required=""/>
<div hidden="">later</div>
<svg viewBox="0 0 24 24"><path d="M0 0h24"></path></svg></main>
<script>window.__data = 1;</script><script type="module">import("/assets/entry.js");</script>
</body></html>`;

describe("React's ceiling for a page", () => {
  it("renders the page's markup again with React, attribute for attribute", () => {
    const html = renderDocument(markupAsElements(page));
    expect(html).toContain('<main id="main" class="page">');
    expect(html).toContain('<h1 style="--gap:2px;margin-top:0">Sheets &amp; sets</h1>');
    // React spells these as its props are spelled, as it does in the storefront's own pages.
    expect(html).toContain(
      '<img src="/_image/a.webp?w=750" srcSet="/_image/a.webp?w=390 390w" alt="" fetchPriority="high"/>',
    );
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain('required=""');
    expect(html).toContain('<div hidden="">later</div>');
    expect(html).toContain('<svg viewBox="0 0 24 24"><path d="M0 0h24"></path></svg>');
  });

  it("leaves the page's scripts out: hydration data and modules are the storefront's own work", () => {
    const html = renderDocument(markupAsElements(page));
    expect(html).not.toContain("<script");
    expect(html).not.toContain("__data");
  });

  it("refuses a page that is not a document", () => {
    expect(() => markupAsElements("<p>only a fragment</p>")).toThrow("no <html> element");
  });
});

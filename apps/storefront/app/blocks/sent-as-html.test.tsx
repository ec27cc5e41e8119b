import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter, RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { routerMarkup, seedBlocks } from "../../test/support/seed-blocks";
import type { BlockComponent } from "./block";
import { Blocks } from "./Blocks";
import { blockRenderers } from "./registry";
import { BlocksSentAsHtml, isSentAsHtml } from "./sent-as-html";
import { BLOCKS_SENT_AS_HTML, blocksBehindMarkers, viewBlocks } from "./sent-as-html.server";

const home = seedBlocks("home");
const documentRequest = new Request("http://shop.test/");
const dataRequest = new Request("http://shop.test/_.data");

describe("blocks sent as HTML", () => {
  it("a document's data carries a marker for each static block, and its render finds the whole block", () => {
    const context = new RouterContextProvider();
    const view = viewBlocks(documentRequest, context, home);
    const markers = view.filter(isSentAsHtml);
    expect(markers.map((marker) => marker.component)).toEqual(
      home.filter((block) => BLOCKS_SENT_AS_HTML.has(block.component)).map((block) => block.component),
    );
    expect(markers.length, "the home page has static blocks").toBeGreaterThan(3);
    expect(view.filter((block) => !isSentAsHtml(block)).map((block) => block.component)).toContain("blocks.home-intro");
    for (const marker of markers) {
      expect(Object.keys(marker).sort()).toEqual(["component", "key", "sentAsHtml"]);
      expect(blocksBehindMarkers(context)?.get(marker.key)).toEqual(home.find((block) => block.key === marker.key));
    }
  });

  it("a client navigation's data request gets every block whole", () => {
    const context = new RouterContextProvider();
    expect(viewBlocks(dataRequest, context, home)).toEqual(home);
    expect(blocksBehindMarkers(context)).toBeNull();
  });

  it("a block whose key repeats within the request is sent whole the second time", () => {
    const context = new RouterContextProvider();
    const [staticBlock] = home.filter((block) => BLOCKS_SENT_AS_HTML.has(block.component));
    if (!staticBlock) throw new Error("the home page has a static block");
    viewBlocks(documentRequest, context, [staticBlock]);
    expect(viewBlocks(documentRequest, context, [staticBlock])).toEqual([staticBlock]);
  });

  it("the server renders the page as with whole blocks, each static one inside a wrapper named for it", () => {
    const context = new RouterContextProvider();
    const view = viewBlocks(documentRequest, context, home);
    const html = renderToStaticMarkup(
      <BlocksSentAsHtml value={blocksBehindMarkers(context)}>
        <MemoryRouter>
          <Blocks blocks={view} />
        </MemoryRouter>
      </BlocksSentAsHtml>,
    );
    const wrapper = /<div class="static-block" data-sent-as-html="([^"]+)">(<section[\s\S]*?<\/section>)<\/div>/g;
    expect([...html.matchAll(wrapper)].map(([, key]) => key)).toEqual(
      view.filter(isSentAsHtml).map((block) => block.key),
    );
    expect(html.replace(wrapper, "$2")).toEqual(routerMarkup(home));
  });
});

/** Source files of a block's renderer and of what it imports from the app, read as text. */
function sourcesOf(component: BlockComponent): string[] {
  const blocksDir = path.resolve(__dirname);
  const name = blockRenderers[component].name;
  const files = readdirSync(blocksDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".tsx") && !file.endsWith(".test.tsx"))
    .map((file) => path.join(blocksDir, file));
  const entry = files.find((file) => readFileSync(file, "utf8").includes(`export function ${name}(`));
  if (!entry) throw new Error(`no source for ${component}`);
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier = ""] of readFileSync(file, "utf8").matchAll(/^import (?!type)[^;]+ from "(\.[^"]+)";/gm)) {
      const base = path.resolve(path.dirname(file), specifier);
      const found = [".tsx", ".ts"].map((extension) => base + extension).find((candidate) => existsSync(candidate));
      if (found) visit(found);
    }
  };
  visit(entry);
  return [...seen].map((file) => readFileSync(file, "utf8"));
}

const BEHAVIOUR =
  /\buse(State|Effect|LayoutEffect|Ref|Reducer|SearchParams|Location|Fetcher|Navigate|Matches|SyncExternalStore|Hydrated|MediaQuery|ValidatedForm)\b|\son[A-Z]\w*=|<form\b|<Form\b/;

describe("which blocks are sent as HTML", () => {
  it.each([...BLOCKS_SENT_AS_HTML])("%s has no state, effects, handlers or reading of the address", (component) => {
    for (const source of sourcesOf(component)) expect(source).not.toMatch(BEHAVIOUR);
  });

  it("the check sees behaviour where there is some: the testimonials' carousel, the FAQ's accordion", () => {
    for (const component of ["blocks.testimonials", "blocks.faq-accordion"] as const)
      expect(sourcesOf(component).some((source) => BEHAVIOUR.test(source))).toBe(true);
  });
});

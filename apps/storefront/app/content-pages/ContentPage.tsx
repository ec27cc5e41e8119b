import { ArticleView } from "./ArticleView";
import { Blocks } from "../blocks/Blocks";
import { BlockHeadingsAsText } from "../blocks/block-headings";
import type { ContentView } from "./resolve.server";

/** The main region of a content route: a page's blocks, or an article under the blog's intro. */
export function ContentPage({ view }: { view: ContentView }) {
  return (
    <main id="main">
      {view.kind === "article" ? (
        <>
          {/* The journal's name above the article is its eyebrow, not a heading before the article's h1. */}
          <BlockHeadingsAsText value={true}>
            <Blocks blocks={view.intro} leadsPage={false} />
          </BlockHeadingsAsText>
          <ArticleView article={view.article} />
        </>
      ) : (
        <Blocks blocks={view.blocks} />
      )}
    </main>
  );
}

import { ArticleView } from "./ArticleView";
import { Blocks } from "../blocks/Blocks";
import type { ContentView } from "./resolve.server";

/** The main region of a content route: a page's blocks, or an article under the blog's intro. */
export function ContentPage({ view }: { view: ContentView }) {
  return (
    <main id="main">
      {view.kind === "article" ? (
        <>
          <Blocks blocks={view.intro} leadsPage={false} />
          <ArticleView article={view.article} />
        </>
      ) : (
        <Blocks blocks={view.blocks} />
      )}
    </main>
  );
}

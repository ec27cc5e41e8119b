import type { ViewedArticle } from "./resolve.server";
import { COLUMN_WIDTH, ResponsiveImage } from "../ui/ResponsiveImage";
import { formatCalendarDate, formatAuthor, formatReadingTime } from "../blocks/format";
import { Blocks } from "../blocks/Blocks";

/** A blog article: its heading, byline and hero picture, then its body blocks. */
export function ArticleView({ article }: { article: ViewedArticle }) {
  return (
    <article className="article" aria-labelledby="article-heading">
      <header className="article__header">
        <h1 id="article-heading" className="article__heading">
          {article.heading}
        </h1>
        {article.subHeading ? <p className="article__sub-heading">{article.subHeading}</p> : null}
        <p className="article__meta">
          {article.date ? <time dateTime={article.date}>{formatCalendarDate(article.date)}</time> : null}
          <span className="article__author">{formatAuthor(article.author)}</span>
          <span className="article__reading-time">{formatReadingTime(article.readingTime)}</span>
        </p>
        {article.image ? (
          <ResponsiveImage
            media={article.image}
            sizes={`(min-width: 992px) 60rem, ${COLUMN_WIDTH}`}
            className="article__image"
            priority
          />
        ) : null}
      </header>
      <div className="article__body">
        <Blocks blocks={article.blocks} />
      </div>
    </article>
  );
}

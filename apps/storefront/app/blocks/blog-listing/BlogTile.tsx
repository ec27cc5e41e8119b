import type { ArticleSummary } from "./schema";
import { ResponsiveImage } from "../../ui/ResponsiveImage";
import { formatCalendarDate, formatReadingTime } from "../format";
import { Link } from "../../ui/Link";

type BlogTileProps = { article: ArticleSummary; eager: boolean; headingLevel: "h2" | "h3" };

/** One article in the listing; the heading's link covers the whole tile (see blog-listing.css). */
export function BlogTile({ article, eager, headingLevel: Heading }: BlogTileProps) {
  return (
    <article className="blog-tile">
      {article.image ? (
        <ResponsiveImage
          media={article.image}
          sizes="(min-width: 992px) 22rem, (min-width: 576px) 45vw, 90vw"
          className="blog-tile__image"
          priority={eager}
          decorative
        />
      ) : null}
      <Heading className="blog-tile__heading">
        <Link to={`/${article.slug}`} className="blog-tile__link" prefetch="intent">
          {article.heading}
        </Link>
      </Heading>
      <p className="blog-tile__meta">
        {article.date ? <time dateTime={article.date}>{formatCalendarDate(article.date)}</time> : null}
        <span>{formatReadingTime(article.readingTime)}</span>
      </p>
    </article>
  );
}

import type { ReactNode } from 'react';

export interface ArticleCardProps {
  href: string;
  title: string;
  date: string;
  description: string;
  image: string;
  imageAlt: string;
  readMore: string;
  /** The Delete button, for articles stored in this browser only. */
  action?: ReactNode;
}

/** Card props for an article, built-in or stored. */
export function articleCardProps(
  article: { title: string; date: string; description: string; featuredImage: string },
  href: string,
  t: { featuredAlt: string; readMore: string },
) {
  return {
    href,
    title: article.title,
    date: article.date,
    description: article.description,
    image: article.featuredImage,
    imageAlt: t.featuredAlt.replace('{title}', article.title),
    readMore: t.readMore,
  };
}

/** One article in the blog grid: image, title, date, a 3-line description, Read more. */
export function ArticleCard({ href, title, date, description, image, imageAlt, readMore, action }: ArticleCardProps) {
  return (
    <li data-article className="flex flex-col overflow-hidden rounded-3xl border border-violet/25 bg-night-900/90">
      <div className="aspect-[40/21] overflow-hidden bg-gradient-to-br from-night-700 to-night-900">
        {image && (
          // Visitors' images may come from any https host; a fixed box (its overflow hidden, or a tall image would stretch it), so nothing shifts.
          <img src={image} alt={imageAlt} width={1200} height={630} loading="lazy" className="size-full object-cover" />
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-xl font-semibold text-gold">
          <a href={href} className="hover:underline">
            {title}
          </a>
        </h2>
        <p className="mt-1 text-sm text-mist-muted">{date}</p>
        <p className="mt-3 line-clamp-3 text-mist">{description}</p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-5">
          <a
            href={href}
            className="inline-flex min-h-11 items-center font-semibold text-gold underline-offset-4 hover:underline"
            aria-label={`${readMore}: ${title}`}
          >
            {readMore}
            {/* The link's text says where it goes too, not only its label (search engines read the text). */}
            <span className="sr-only">: {title}</span>
          </a>
          {action}
        </div>
      </div>
    </li>
  );
}

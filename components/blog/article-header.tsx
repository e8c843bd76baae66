export interface ArticleHeaderProps {
  title: string;
  /** The date as the page shows it. */
  date: string;
  description: string;
  image: string;
  imageAlt: string;
  /** The image is the page's largest paint when the page is rendered with it (a server article). */
  priority?: boolean;
}

/** A published article's title, date, description and featured image, kept in the browser or on the server. */
export function ArticleHeader({ title, date, description, image, imageAlt, priority = false }: ArticleHeaderProps) {
  return (
    <>
      <header className="mx-auto max-w-3xl text-center">
        <h1 className="text-3xl font-bold tracking-wide text-gold sm:text-5xl">{title}</h1>
        <p className="mt-4 text-sm text-mist-muted">{date}</p>
        {description && <p className="mt-4 text-lg text-mist-muted">{description}</p>}
      </header>
      {image && (
        <img
          src={image}
          alt={imageAlt}
          width={1200}
          height={630}
          fetchPriority={priority ? 'high' : undefined}
          className="mx-auto mt-8 aspect-[40/21] w-full max-w-3xl rounded-3xl object-cover"
        />
      )}
    </>
  );
}

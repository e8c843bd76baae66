import { buttonVariants } from '@/components/ui/button';
import type { Locale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/routes/paths';
import type { BlogTexts } from './stored-articles';

/** The writers' tools, quiet and after the articles: readers come for the articles. */
export function WriterLinks({ texts: t, locale }: { texts: BlogTexts; locale: Locale }) {
  return (
    <aside
      aria-labelledby="blog-writers"
      className="mx-auto mt-16 flex max-w-3xl flex-col items-center gap-4 border-t border-violet/20 pt-8 text-center sm:flex-row sm:justify-between sm:text-left"
    >
      <div>
        <h2 id="blog-writers" className="text-sm font-semibold uppercase tracking-widest text-violet">
          {t.writersTitle}
        </h2>
        <p className="mt-1 text-sm text-mist-muted">{t.writersText}</p>
      </div>
      <div className="flex shrink-0 flex-wrap justify-center gap-2">
        <a href={localizedPath('/blog/new', locale)} className={buttonVariants({ variant: 'outline' })}>
          {t.createNew}
        </a>
        <a href={localizedPath('/blog/settings', locale)} className={buttonVariants({ variant: 'ghost' })}>
          {t.apiSettings}
        </a>
      </div>
    </aside>
  );
}

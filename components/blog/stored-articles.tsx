'use client';

import { Button, buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { isReservedSlug } from '@/lib/blog/builtin-ids';
import { browserStorage } from '@/lib/browser-storage';
import { articleStore } from '@/lib/blog/store';
import { articleEditPath, articlePath } from '@/lib/routes/paths';
import type { Locale } from '@/lib/i18n/routing';
import { format } from '@/lib/format';
import type messages from '@/messages/en.json';
import { ArticleCard, articleCardProps } from './article-card';
import { localValuesChanged } from '@/hooks/use-local-value';
import { useStoredArticles } from './use-stored-articles';

export type BlogTexts = (typeof messages)['Blog'];

/** Deletes a visitor's article with its outcome toasts; built-ins are refused. Returns whether it went. */
export function deleteArticle(id: string, t: BlogTexts): boolean {
  if (isReservedSlug(id)) {
    toast.error(t.cannotDeleteTitle, { description: t.cannotDeleteDescription });
    return false;
  }
  const storage = browserStorage('localStorage');
  if (!storage || !articleStore(storage).remove(id).ok) {
    toast.error(t.storageErrorTitle, { description: t.storageErrorDescription });
    return false;
  }
  localValuesChanged();
  toast.message(t.deletedTitle, { description: t.deletedDescription });
  return true;
}

/**
 * The articles this browser holds, as cards with Edit and Delete, beside the built-in ones; not
 * those whose slug the server publishes (`hidden`): that URL shows the server's.
 */
export function StoredArticles({ texts: t, locale, hidden = [] }: { texts: BlogTexts; locale: Locale; hidden?: readonly string[] }) {
  const stored = useStoredArticles();
  if (!stored) return null;
  return (
    <>
      {(stored.damaged || stored.blocked) && (
        <li role="note" className="rounded-3xl border border-gold/40 bg-night-800 p-5 text-sm">
          {stored.blocked ? t.storageBlocked : t.damaged}
        </li>
      )}
      {stored.articles
        .filter((article) => !hidden.includes(article.id))
        .map((article) => (
          <ArticleCard
            key={article.id}
            {...articleCardProps(article, articlePath(article.id, locale), t)}
            action={
              <span className="flex gap-2">
                <a
                  href={articleEditPath(article.id, locale)}
                  className={buttonVariants({ variant: 'outline', size: 'sm' })}
                  aria-label={format(t.editLabel, { title: article.title })}
                >
                  {t.edit}
                </a>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={format(t.deleteLabel, { title: article.title })}
                  onClick={() => deleteArticle(article.id, t)}
                >
                  {t.delete}
                </Button>
              </span>
            }
          />
        ))}
    </>
  );
}

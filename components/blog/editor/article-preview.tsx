import { ArticleBody } from '@/components/blog/article-body';
import { ArticleHeader } from '@/components/blog/article-header';
import type { EditorFields } from '@/lib/blog/editor/draft';
import type { EditorTexts } from './texts';

/** The article as its page will show it, from the fields as they are now. */
export function ArticlePreview({ fields, today, texts: e }: { fields: EditorFields; today: string; texts: EditorTexts['editor'] }) {
  return (
    <section aria-label={e.previewLabel} className="rounded-3xl border border-violet/30 p-4 sm:p-8">
      <ArticleHeader
        title={fields.title}
        date={fields.date || today}
        description={fields.description}
        image={fields.featuredImage}
        imageAlt={e.imagePreviewAlt}
      />
      <div className="mx-auto mt-10 max-w-3xl">
        <ArticleBody content={fields.content} />
      </div>
    </section>
  );
}

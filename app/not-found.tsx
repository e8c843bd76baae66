import { NotFoundContent } from '@/components/layout/not-found-content';
import { SiteShell } from '@/components/layout/site-shell';
import { defaultLocale } from '@/lib/i18n/routing';

// Paths outside any language prefix (`/anything`) are English.
export default function RootNotFound() {
  return (
    <SiteShell locale={defaultLocale}>
      <NotFoundContent locale={defaultLocale} />
    </SiteShell>
  );
}

import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import type { Locale } from '@/lib/i18n/routing';
import { Footer } from './footer';
import { Particles } from './particles';
import { SoftNavigation } from './soft-navigation';
import { TopBar } from './top-bar';

/** The frame every page shares: document language, top bar, footer, background and the one toast region. */
export async function SiteShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'Layout' });
  return (
    <html lang={locale}>
      {/* isolate: the particle canvas (z-index -10) paints above the body background, below content */}
      <body className="isolate flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-gold px-4 py-2 font-semibold text-night-950 focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
        >
          {t('skipToContent')}
        </a>
        <Particles />
        <TopBar locale={locale} />
        <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-10 outline-none sm:py-14">
          {children}
        </main>
        <Footer locale={locale} />
        <Toaster />
        <SoftNavigation />
      </body>
    </html>
  );
}

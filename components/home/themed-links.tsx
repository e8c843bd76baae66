import { getTranslations } from 'next-intl/server';
import { Icon, type IconName } from '@/components/ui/icons';
import { themedPagePaths } from '@/lib/routes/pages';
import { localizedPath } from '@/lib/routes/paths';
import type { Locale } from '@/lib/i18n/routing';
import { readingThemes, type ReadingTheme } from '@/lib/tarot/themed-pages';

const icons = {
  yesNo: 'scales',
  dayCard: 'calendar',
  love: 'heart',
  thinking: 'hearts',
  comeBack: 'moon',
  daily: 'sun',
  career: 'briefcase',
  travel: 'compass',
  cross: 'cross',
} as const satisfies Record<ReadingTheme, IconName>;

/** The cards under the home reading that lead to the themed pages. */
export async function ThemedLinks({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Themed' });
  return (
    <ul className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {readingThemes.map((theme) => (
        <li key={theme}>
          <a
            href={localizedPath(themedPagePaths[theme], locale)}
            className="flex h-full flex-col rounded-2xl border border-violet/25 bg-night-900/85 p-5 transition-colors hover:border-gold/60 hover:bg-night-800/80"
          >
            <Icon name={icons[theme]} className="size-8 text-violet" />
            <span className="mt-3 font-display text-lg font-semibold text-gold">{t(`${theme}.title`)}</span>
            <span className="mt-2 text-sm leading-relaxed text-mist-muted">{t(`${theme}.description`)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

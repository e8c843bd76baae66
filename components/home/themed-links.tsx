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
  thinking: 'thought',
  comeBack: 'returning',
  daily: 'sun',
  career: 'briefcase',
  travel: 'compass',
  cross: 'cross',
} as const satisfies Record<ReadingTheme, IconName>;

/** The four themed readings the home shows as cards; the others follow as a row of links. */
const cardThemes = ['love', 'daily', 'career', 'travel'] as const satisfies readonly ReadingTheme[];

/** Under the home reading: four cards leading to the themed pages, then the other readings. */
export async function ThemedLinks({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Themed' });
  const nav = await getTranslations({ locale, namespace: 'Nav' });
  const home = await getTranslations({ locale, namespace: 'Home' });
  const others = readingThemes.filter((theme) => !cardThemes.some((card) => card === theme));
  return (
    <>
      <ul className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cardThemes.map((theme) => (
          <li key={theme}>
            <a href={localizedPath(themedPagePaths[theme], locale)} className="tile-link">
              <Icon name={icons[theme]} className="size-8 text-violet" />
              <span className="mt-3 font-display text-lg font-semibold text-gold">{t(`${theme}.title`)}</span>
              <span className="mt-2 text-sm leading-relaxed text-mist-muted">{t(`${theme}.description`)}</span>
            </a>
          </li>
        ))}
      </ul>
      <nav aria-labelledby="more-readings" className="mt-10 text-center">
        <h2 id="more-readings" className="font-display text-xl font-semibold text-gold">
          {home('moreReadings')}
        </h2>
        <ul className="mt-4 flex flex-wrap justify-center gap-3">
          {others.map((theme) => (
            <li key={theme}>
              <a href={localizedPath(themedPagePaths[theme], locale)} className="chip-link">
                <Icon name={icons[theme]} className="size-5 text-violet" />
                {nav(theme)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

import type { Messages } from 'next-intl';
import { cardContent } from '@/content/cards';
import { nameInSentence } from '@/lib/tarot/text';
import { format } from '@/lib/format';
import { cardLean } from '@/lib/tarot/arcana';
import type { Locale } from '@/lib/i18n/routing';
import type { CardId } from '@/lib/tarot/deck';
import { questionThemes } from '@/lib/tarot/question-themes';
import { sayWith } from '@/lib/tarot/text';
import { cardSections } from '@/lib/routes/card-sections';

const stanceKeys = ['past', 'present', 'future', 'obstacle', 'advice'] as const;
const reversedHeadings = { love: 'reversedLove', work: 'reversedWork', advice: 'reversedAdvice' } as const;

interface CardMeaningsProps {
  id: CardId;
  locale: Locale;
  card: Messages['Cards'][CardId];
  t: Messages['CardLibrary'];
}

/** What the card says: its overview, its meaning for each theme and in each position, and its yes-or-no lean. */
export function CardMeanings({ id, locale, card, t }: CardMeaningsProps) {
  const { overview, present } = cardContent[locale][id];
  // The messages hold the other positions; the present one is the card page's own text.
  const stances = { ...card.stances, present };
  const lean = cardLean(id);
  const reversedLean = cardLean(id, true);
  // Headings name the card, agreeing with it ("La Torre invertida", "Gli Amanti rovesciati"); prose lowers its article mid-sentence.
  const named = (template: string) => sayWith(template, { name: card });
  return (
    <div className="prose-tarot mx-auto mt-14 max-w-3xl">
      <h2 id={cardSections.upright}>{t.overviewTitle}</h2>
      {overview.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}

      <h2>{named(t.themesTitle)}</h2>
      {questionThemes.map((theme) => (
        <section key={theme} aria-labelledby={`theme-${theme}`}>
          <h3 id={`theme-${theme}`}>{theme === 'LOVE' ? named(t.loveTitle) : t.themes[theme]}</h3>
          <p>{card.meanings[theme]}</p>
        </section>
      ))}

      <h2 id={cardSections.positions}>{named(t.positionsTitle)}</h2>
      <p>{t.positionsIntro}</p>
      {stanceKeys.map((key) => (
        <section key={key} aria-labelledby={`position-${key}`}>
          <h3 id={`position-${key}`}>{t.positions[key]}</h3>
          <p>{stances[key]}</p>
        </section>
      ))}

      <h2 id={cardSections.reversed}>{named(t.reversedTitle)}</h2>
      <p>{format(t.reversedIntro, { name: nameInSentence(card.name) })}</p>
      <p className="text-violet">{card.reversed.keywords}</p>
      <p>{card.reversed.meaning}</p>
      {(['love', 'work', 'advice'] as const).map((key) => (
        <section key={key} aria-labelledby={`reversed-${key}`}>
          <h3 id={`reversed-${key}`}>{t[reversedHeadings[key]]}</h3>
          <p>{card.reversed[key]}</p>
        </section>
      ))}

      <h2 id={cardSections.lean}>{named(t.leanTitle)}</h2>
      <p>
        <strong className="text-gold">{t.lean[lean].label}.</strong> {t.lean[lean].text}
      </p>
      <p>{format(t.reversedLean, { lean: t.lean[reversedLean].label.toLowerCase() })}</p>
    </div>
  );
}

/** The page's sections in the order they come, as jump links at its top: a 9,000 px page is read by parts. */
export function CardJumpLinks({ t }: { t: Messages['CardLibrary'] }) {
  const links = [
    [cardSections.upright, t.jumpUpright],
    [cardSections.love, t.jumpLove],
    [cardSections.work, t.jumpWork],
    [cardSections.positions, t.jumpPositions],
    [cardSections.reversed, t.jumpReversed],
    [cardSections.lean, t.jumpLean],
  ] as const;
  return (
    <nav aria-label={t.jumpLabel} className="mt-6">
      <ul className="flex flex-wrap justify-center gap-2 md:justify-start">
        {links.map(([id, label]) => (
          <li key={id}>
            <a
              href={`#${id}`}
              className="inline-flex min-h-11 items-center rounded-full border border-gold/40 px-4 text-sm text-gold hover:border-gold"
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

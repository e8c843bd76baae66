'use client';

import { useMemo } from 'react';
import { readingFinished } from '@/components/journal/keep-reading';
import { LazyShareButton } from '@/components/share/lazy-share-button';
import { format } from '@/lib/format';
import { formatDate } from '@/lib/i18n/dates';
import { dayCardAsk } from '@/lib/tarot/day-card';
import type { DayCard } from '@/lib/tarot/day-card-schema';
import { keepDay } from './keep-day';
import { Interpretation } from './interpretation';
import { useCardTexts } from './card-texts';
import { CardNameLink, TarotCard } from './tarot-card';
import type { ReadingTexts } from './texts';
import { useGeneration } from './use-generation';

/** Today's card face up with the day's reading, written once per language and kept until midnight. */
export function DayView({ day, texts: pageTexts }: { day: DayCard; texts: ReadingTexts }) {
  const texts = useCardTexts(pageTexts, [day.card]);
  const t = texts.day;
  const card = texts.cards[day.card];
  const reversed = day.reversed === true;
  const ask = useMemo(() => dayCardAsk(day.card, texts.locale, reversed), [day.card, texts.locale, reversed]);
  const tag = reversed ? texts.reading.reversedTag : undefined;
  const generation = useGeneration(ask, {
    delay: 0,
    cached: day.readings?.[texts.locale],
    onDone: (text, source) => {
      void keepDay({ ...day, readings: { ...day.readings, [texts.locale]: { text, source } } });
      readingFinished(ask, { text, source }, texts.notKept);
    },
  });
  const date = formatDate(new Date(`${day.day}T12:00:00`), texts.locale, { dateStyle: 'long' });
  return (
    <section aria-labelledby="day-card" className="mx-auto mt-10 max-w-4xl">
      <h2 id="day-card" className="text-center font-display text-2xl font-semibold text-gold">
        {t.heading}
      </h2>
      <p className="mt-1 text-center text-sm text-mist-muted">{format(t.drawnOn, { date })}</p>
      <div className="mt-6 grid items-start gap-8 md:grid-cols-[14rem_1fr]">
        <figure className="mx-auto w-44 text-center md:w-full">
          {card ? (
            <>
              <TarotCard card={day.card} text={card} backAlt={texts.backAlt} faceUp reversed={reversed} reversedTag={tag} priority />
              <figcaption className="mt-2">
                <CardNameLink text={card} reversedTag={tag} className="font-display text-lg font-semibold text-gold" />
                <span className="mt-1 block text-sm text-mist-muted">{reversed ? card.reversedKeywords : card.keywords}</span>
              </figcaption>
            </>
          ) : (
            // The card's room while its texts load.
            <div className="aspect-[3/5] rounded-xl" />
          )}
        </figure>
        <div className="space-y-5">
          <Interpretation title={t.readingHeading} generation={generation} texts={texts} />
          <p className="text-center text-mist md:text-left">{t.comeBack}</p>
          {generation.status === 'done' && (
            <LazyShareButton
              cards={[day.card]}
              reversed={ask.reversed}
              type="card-of-the-day"
              locale={texts.locale}
              spread={texts.types['card-of-the-day'].label}
              asked={false}
              texts={texts.share}
            />
          )}
        </div>
      </div>
    </section>
  );
}

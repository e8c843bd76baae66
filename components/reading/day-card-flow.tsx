'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useLocalValue } from '@/hooks/use-local-value';
import { DAY_CARD_KEY, dayKey } from '@/lib/tarot/day-card';
import type { DayCard } from '@/lib/tarot/day-card-schema';
import type { ReadingAsk } from '@/lib/tarot/reading-contract';
import { DeckOptions } from './deck-options';
import { keepDay, loadDaySchema } from './keep-day';
import { ReadingFlow } from './reading-flow';
import type { ReadingTexts } from './texts';

// Today's card and its reading load only for a visitor who has drawn it.
const DayView = lazy(() => import('./day-view').then((module) => ({ default: module.DayView })));

/** Today's stored card; `pending` while a stored value is still being read. */
function useTodaysCard(): { today?: DayCard; pending: boolean } {
  const raw = useLocalValue(DAY_CARD_KEY);
  const [read, setRead] = useState<{ raw: string; today?: DayCard }>();
  useEffect(() => {
    if (!raw) return;
    let current = true;
    void loadDaySchema().then(({ parseDayCard, todaysCard }) => {
      if (current) setRead({ raw, today: todaysCard(parseDayCard(raw), new Date()) });
    });
    return () => {
      current = false;
    };
  }, [raw]);
  if (raw === null || (raw && read?.raw !== raw)) return { pending: raw !== '' };
  return { today: raw ? read?.today : undefined, pending: false };
}

/**
 * The card of the day: drawn from the fan once, then shown with its reading on every visit until
 * the visitor's local midnight. Where storage is blocked, the drawn card stays as any reading does.
 */
export function DayCardFlow({ texts, submitLabel }: { texts: ReadingTexts; submitLabel: string }) {
  const { today, pending } = useTodaysCard();
  if (today)
    return (
      <Suspense fallback={<div className="mt-10 min-h-11" />}>
        <DayView day={today} texts={texts} />
      </Suspense>
    );
  // A stored day still being read: its room is kept, and no draw is offered that may vanish.
  if (pending) return <div className="mt-10 min-h-11" />;
  return (
    <ReadingFlow
      texts={texts}
      defaultType="card-of-the-day"
      echoQuestion={false}
      onRevealed={(ask: ReadingAsk) =>
        void keepDay({ day: dayKey(new Date()), card: ask.cards[0]!, ...(ask.reversed?.[0] ? { reversed: true } : {}) })
      }
      setup={(session, started) =>
        !started && (
          <div className="mt-10 flex flex-col items-center gap-6">
            <DeckOptions session={session} texts={texts.reading} />
            <Button onClick={() => session.begin('card-of-the-day', '')}>{submitLabel}</Button>
          </div>
        )
      }
    />
  );
}

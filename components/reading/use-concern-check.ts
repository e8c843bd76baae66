'use client';

import { useEffect, useState } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { readingAsk } from '@/lib/tarot/reading-contract';
import type { Concern } from '@/lib/tarot/safety/concern';
import { silentYesNo, type ReadingType } from '@/lib/tarot/spreads';
import type { TarotText } from '@/lib/tarot/text';
import { loadTarotText } from './tarot-text-loader';

export interface ConcernCheck {
  concern: Concern;
  /** What the page says around the reading for this concern. */
  care: TarotText['TemplateReading']['care'][Concern];
}

/** What the page needs from a question's reading plan: a crisis or a wound to care for, and whether it lies off its spread's subject. */
export interface QuestionPlan {
  concern?: ConcernCheck;
  /** The positions take their generic labels (the spread has them: `generic`). */
  offSubject: boolean;
}

/**
 * The question's plan, read in the browser once there is a question: the plan loads only then,
 * the care texts only when it raises a crisis or a wound.
 */
export function useQuestionPlan(
  question: string | undefined,
  locale: Locale,
  spread: { type: ReadingType; generic: boolean },
): QuestionPlan {
  const [result, setResult] = useState<{ key: string; plan: QuestionPlan } | null>(null);
  const key = `${locale}|${spread.type}|${question}`;
  const { type, generic } = spread;
  useEffect(() => {
    if (!question?.trim()) return;
    let active = true;
    void Promise.all([import('@/lib/tarot/reading'), import('@/lib/tarot/reader/care-words')]).then(
      async ([{ readingFor }, { careAsSaid }]) => {
        const { concern, offSubject } = readingFor(readingAsk([], type, question, locale));
        // The texts load only for a question that needs them, said as the reading says them ("your dad", he or she).
        const texts = concern && (await loadTarotText(locale, [])).TemplateReading.care[concern];
        const care = texts && careAsSaid(texts, question);
        const plan = { concern: concern && care ? { concern, care } : undefined, offSubject: generic && offSubject === true };
        if (active) setResult({ key, plan });
      },
    );
    return () => {
      active = false;
    };
  }, [key, question, locale, type, generic]);
  return (question && result?.key === key && result.plan) || { offSubject: generic && silentYesNo(type, Boolean(question?.trim())) };
}

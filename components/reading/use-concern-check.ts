'use client';

import { useEffect, useState } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import type { Concern } from '@/lib/tarot/safety/concern';
import type { TarotText } from '@/lib/tarot/text';
import { loadTarotText } from './tarot-text-loader';

export interface ConcernCheck {
  concern: Concern;
  /** What the page says around the reading for this concern. */
  care: TarotText['TemplateReading']['care'][Concern];
}

/**
 * Whether a question raises a crisis or a wound, with what to say about it. The phrase lists load
 * only when there is a question to check, the care texts only when it raises one.
 */
export function useConcernCheck(question: string | undefined, locale: Locale): ConcernCheck | undefined {
  const [result, setResult] = useState<{ question: string; check: ConcernCheck | undefined } | null>(null);
  useEffect(() => {
    if (!question?.trim()) return;
    let active = true;
    void import('@/lib/tarot/safety/concern').then(async ({ concernOf }) => {
      const concern = concernOf(question);
      // The texts load only for a question that needs them.
      const care = concern && (await loadTarotText(locale, [])).TemplateReading.care[concern];
      if (active) setResult({ question, check: concern && care ? { concern, care } : undefined });
    });
    return () => {
      active = false;
    };
  }, [question, locale]);
  return question && result?.question === question ? result.check : undefined;
}

'use client';

import { useEffect, useState } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { readingAsk } from '@/lib/tarot/reading-contract';
import type { ReadingType } from '@/lib/tarot/spreads';

/**
 * Whether a question lies off its spread's own subject (a pay rise asked of the come-back spread),
 * so the positions take their generic labels. The question's reading plan loads only for a
 * spread that has such labels (`generic`).
 */
export function useOffSubject(type: ReadingType, generic: boolean, question: string | undefined, locale: Locale): boolean {
  const [result, setResult] = useState<{ key: string; off: boolean } | null>(null);
  const key = `${locale}|${type}|${question ?? ''}`;
  useEffect(() => {
    if (!question?.trim() || !generic) return;
    let active = true;
    void import('@/lib/tarot/reading').then(({ readingFor }) => {
      if (active) setResult({ key, off: readingFor(readingAsk([], type, question, locale)).offSubject === true });
    });
    return () => {
      active = false;
    };
  }, [key, generic, type, question, locale]);
  return result?.key === key && result.off;
}

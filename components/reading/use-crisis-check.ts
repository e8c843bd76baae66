'use client';

import { useEffect, useState } from 'react';

/**
 * Whether a question signals a crisis. The keyword lists load only when there is a question to
 * check, so pages without one never download them.
 */
export function useCrisisCheck(question: string | undefined): boolean {
  const [result, setResult] = useState<{ question: string; crisis: boolean } | null>(null);
  useEffect(() => {
    if (!question?.trim()) return;
    let active = true;
    void import('@/lib/tarot/keywords').then(({ signalsCrisis }) => {
      if (active) setResult({ question, crisis: signalsCrisis(question) });
    });
    return () => {
      active = false;
    };
  }, [question]);
  return !!question && result?.question === question && result.crisis;
}

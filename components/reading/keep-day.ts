'use client';

import { localValuesChanged } from '@/hooks/use-local-value';
import { browserStorage } from '@/lib/browser-storage';
import type { DayCard } from '@/lib/tarot/day-card-schema';

// Reading and writing the stored day loads zod: only when there is a day to read or keep.
export const loadDaySchema = () => import('@/lib/tarot/day-card-schema');

/** Keeps the day's card (and its readings) in this browser; the page shows it at once. */
export async function keepDay(value: DayCard) {
  const { storeDayCard } = await loadDaySchema();
  if (storeDayCard(browserStorage('localStorage'), value)) localValuesChanged();
}

'use client';

import { useEffect, useState } from 'react';
import { localValuesChanged, useLocalValue } from '@/hooks/use-local-value';
import { browserStorage } from '@/lib/browser-storage';
import { DECK_SETTINGS_KEY, defaultDeckSettings, type DeckSettings } from '@/lib/tarot/deck-settings';

// The settings' schema loads only when something is stored or changed.
const loadSchema = () => import('@/lib/tarot/deck-settings-schema');

/**
 * The deck and reversals this browser reads with: the stored choice, the defaults when nothing
 * (or nothing readable) is stored, and this tab's latest choice even where storage is blocked.
 */
export function useDeckSettings(): [DeckSettings, (next: DeckSettings) => void] {
  const raw = useLocalValue(DECK_SETTINGS_KEY);
  const [stored, setStored] = useState<{ raw: string; value?: DeckSettings }>();
  const [chosen, setChosen] = useState<DeckSettings>();
  useEffect(() => {
    if (!raw) return;
    let current = true;
    void loadSchema().then(({ parseDeckSettings }) => current && setStored({ raw, value: parseDeckSettings(raw) }));
    return () => {
      current = false;
    };
  }, [raw]);
  const read = raw && stored?.raw === raw ? stored.value : undefined;
  const update = (next: DeckSettings) => {
    setChosen(next);
    void loadSchema().then(({ storeDeckSettings }) => {
      if (storeDeckSettings(browserStorage('localStorage'), next)) localValuesChanged();
    });
  };
  return [chosen ?? read ?? defaultDeckSettings, update];
}

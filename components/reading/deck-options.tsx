'use client';

import { decks, type DeckChoice } from '@/lib/tarot/deck-settings';
import type { ReadingTexts } from './texts';
import type { ReadingSession } from './use-reading-session';

export interface DeckOptionsProps {
  session: Pick<ReadingSession, 'deckSettings' | 'setDeckSettings'>;
  texts: Pick<ReadingTexts['reading'], 'deckChoiceLabel' | 'deckChoices' | 'reversalsLabel'>;
  /** Where the row sits: centred unless told. */
  align?: 'start';
}

/** The deck a reading draws from and whether cards may come up reversed, remembered in this browser (styles in globals.css). */
export function DeckOptions({ session: { deckSettings: settings, setDeckSettings: onChange }, texts, align }: DeckOptionsProps) {
  return (
    <div className="deck-options" data-align={align} data-deck-options>
      <label>
        <span className="sr-only">{texts.deckChoiceLabel}</span>
        <select value={settings.deck} onChange={(event) => onChange({ ...settings, deck: event.target.value as DeckChoice })}>
          {decks.map((deck) => (
            <option key={deck} value={deck}>
              {texts.deckChoices[deck]}
            </option>
          ))}
        </select>
      </label>
      <label>
        <input
          type="checkbox"
          role="switch"
          checked={settings.reversals}
          onChange={(event) => onChange({ ...settings, reversals: event.target.checked })}
          className="switch"
        />
        {texts.reversalsLabel}
      </label>
    </div>
  );
}

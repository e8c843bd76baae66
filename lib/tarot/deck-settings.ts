/** Which cards a reading draws from: the major arcana (the default) or the whole deck. */
export const decks = ['major', 'full'] as const;
export type DeckChoice = (typeof decks)[number];

/**
 * The visitor's deck for every reading, kept in this browser (`localStorage`): the major arcana
 * (the default) or the whole deck, and whether cards may come up reversed (off by default).
 * Read back by deck-settings-schema.ts, apart so that zod loads only when something is stored.
 */
export const DECK_SETTINGS_KEY = 'tarot.deck';
/** Where an unreadable stored value is moved before new settings are written (then `.2`, `.3`…). */
export const DECK_SETTINGS_ASIDE_KEY = 'tarot.deck.unreadable';

export interface DeckSettings {
  deck: DeckChoice;
  reversals: boolean;
}

export const defaultDeckSettings: DeckSettings = { deck: 'major', reversals: false };

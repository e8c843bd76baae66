import { deckCards, majorIds, type CardId } from './deck';
import type { DeckSettings } from './deck-settings';
import { shuffle, type Random } from './random';

// Apart from the picking state (picking.ts) so that the deck loads when a reading begins, not with the page.

/** As many cards as the major arcana: the whole fan fits a phone's screen, whichever deck it is drawn from. */
export const FAN_SIZE = majorIds.length;

/**
 * The fan a reading is picked from: the chosen deck shuffled and its first FAN_SIZE cards laid out
 * (every card of the deck is as likely to be picked), each turned upside down by a coin toss when
 * reversals are on.
 */
export function drawFan(settings: DeckSettings, random: Random): { deck: CardId[]; upsideDown: CardId[] } {
  const deck = shuffle(deckCards(settings.deck), random).slice(0, FAN_SIZE);
  return { deck, upsideDown: settings.reversals ? deck.filter(() => random() < 0.5) : [] };
}

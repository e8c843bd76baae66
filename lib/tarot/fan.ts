import { deckCards, majorIds, type CardId } from './deck';
import type { DeckSettings } from './deck-settings';
import { shuffle, type Random } from './random';
import type { Concern } from './safety/concern';
import { frightens } from './safety/frightening';

// Apart from the picking state (picking.ts) so that the deck loads when a reading begins, not with the page.

/** As many cards as the major arcana: the whole fan fits a phone's screen, whichever deck it is drawn from. */
export const FAN_SIZE = majorIds.length;

/**
 * The fan a reading is picked from: the chosen deck shuffled and its first FAN_SIZE cards laid out
 * (every card of the deck is as likely to be picked), each turned upside down by a coin toss when
 * reversals are on. A question asked in pain (an illness, a loss, a crisis) is read from a deck
 * without the cards whose picture alone would frighten, all upright.
 */
export function drawFan(settings: DeckSettings, random: Random, concern?: Concern): { deck: CardId[]; upsideDown: CardId[] } {
  const gentle = deckCards(settings.deck).filter((card) => !concern || !frightens(card, concern));
  const deck = shuffle(gentle, random).slice(0, FAN_SIZE);
  // (Its cards lie upright: a care reading's words read no card reversed, so no picture lies upside down beside them.)
  return { deck, upsideDown: settings.reversals && !concern ? deck.filter(() => random() < 0.5) : [] };
}

import { describe, expect, it } from 'vitest';
import type { CardId } from '@/lib/tarot/deck';
import { paceCards, paceOf } from '@/lib/tarot/reader/pace';
import type { ReadingSlot } from '@/lib/tarot/reading';
import type { PositionKind } from '@/lib/tarot/spreads';

const slot = (card: CardId, reversed = false, kind: PositionKind = 'present') => ({ card, reversed, position: { kind } }) as ReadingSlot;

describe('the pace of a "when" question', () => {
  it('is quick wherever the Eight of Wands lies upright, whatever the other cards', () => {
    expect(paceOf([slot('four-of-pentacles'), slot('eight-of-wands'), slot('ten-of-pentacles')])).toBe('fast');
    expect(paceOf([slot('the-hermit', true), slot('two-of-swords', true), slot('eight-of-wands')])).toBe('fast');
  });

  it('is delayed for one card reversed and for a spread more than half reversed', () => {
    expect(paceOf([slot('knight-of-wands', true)])).toBe('delayed');
    expect(paceOf([slot('two-of-cups', true), slot('the-sun'), slot('ace-of-wands', true)])).toBe('delayed');
    expect(paceOf([slot('eight-of-wands', true), slot('three-of-wands', true)])).toBe('delayed');
  });

  it('is never delayed by a reversal that releases (a stalemate breaking, the worst passing)', () => {
    expect(paceOf([slot('two-of-swords', true)])).not.toBe('delayed');
    expect(paceOf([slot('ten-of-swords', true), slot('the-sun'), slot('two-of-swords', true)])).not.toBe('delayed');
    expect(paceOf([slot('four-of-swords', true), slot('the-sun'), slot('the-star', true)])).toBe('delayed');
  });

  it('follows the suit most upright cards share; a reversed card does not speed a spread up', () => {
    // The Two of Wands reversed (plans on paper) no longer makes a stalemate "quick".
    expect(paceOf([slot('two-of-swords'), slot('two-of-wands', true), slot('four-of-pentacles')])).toBe('slow');
    expect(paceOf([slot('ace-of-cups'), slot('three-of-cups'), slot('the-star')])).toBe('feelings');
    expect(paceOf([slot('the-star'), slot('the-world')])).toBe('own');
    // The Ten of Wands, bowed under its load, is no quick Wand.
    expect(paceOf([slot('ten-of-wands'), slot('two-of-wands'), slot('four-of-pentacles')])).toBe('slow');
    // The Six of Swords' slow crossing and the Ten of Swords' long mending tie nothing to a sudden decision.
    expect(paceOf([slot('six-of-swords')])).toBe('slow');
    // The Nine of Wands holds the line: worth waiting for, never "a quick pace".
    expect(paceOf([slot('nine-of-wands')])).toBe('slow');
    expect(paceOf([slot('the-star'), slot('ten-of-swords')])).toBe('slow');
  });

  it('is never quick beside a card that keeps a slow pace, a major among them (es round 78: a quick pace beside the Hanged Man ahead)', () => {
    expect(paceOf([slot('page-of-swords'), slot('three-of-wands'), slot('the-hanged-man', false, 'future')])).not.toBe('fast');
    expect(paceOf([slot('knight-of-wands', false, 'present'), slot('ace-of-wands'), slot('the-hermit', false, 'possible')])).not.toBe(
      'fast',
    );
    expect(paceOf([slot('the-hanged-man'), slot('temperance'), slot('ace-of-cups')])).toBe('slow');
  });

  it('is kept by no card in the way or in the advice, nor by a card whose time no decision sets', () => {
    // The Five of Wands in the way is the quarrel that slows things, never "a quick pace".
    expect(paceOf([slot('three-of-cups'), slot('five-of-wands', false, 'obstacle'), slot('ace-of-cups', false, 'future')])).toBe(
      'feelings',
    );
    expect(paceOf([slot('knight-of-pentacles'), slot('eight-of-wands', false, 'advice')])).toBe('slow');
    // The juggler's busy hands are no slow Pentacle; a sleepless night and a heartbreak tie nothing to a decision.
    expect(paceOf([slot('two-of-pentacles')])).toBe('own');
    expect(paceOf([slot('nine-of-swords'), slot('three-of-swords'), slot('ace-of-cups')])).toBe('feelings');
    // Nor a stand held against others (it round 80: "il Sette di Bastoni detta un ritmo rapido").
    expect(paceOf([slot('seven-of-wands'), slot('ace-of-cups')])).toBe('feelings');
    // Nor a secret or a fight won at a cost (en round 138: the Seven of Swords as "things move once something is settled").
    expect(paceOf([slot('page-of-cups'), slot('seven-of-swords', false, 'future')])).toBe('feelings');
    expect(paceOf([slot('five-of-swords'), slot('ace-of-cups', false, 'future')])).toBe('feelings');
    // Plans laid from the battlements come in their time (the ships of the Three of Wands are already sailing in: it
    // round 68); the Page of Swords brings word.
    expect(paceOf([slot('two-of-wands')])).toBe('slow');
    expect(paceOf([slot('three-of-wands')])).toBe('fast');
    expect(paceOf([slot('page-of-swords')])).toBe('fast');
  });

  it('keeps the pace of the card ahead when it has one of its own and lies upright', () => {
    // The Knight of Swords ahead of two Pentacles: things move quickly, not in months.
    expect(paceOf([slot('four-of-pentacles'), slot('ten-of-pentacles'), slot('knight-of-swords', false, 'future')])).toBe('fast');
    // Temperance ahead, even past the Eight of Wands: calmer, even days.
    expect(paceOf([slot('eight-of-wands', false, 'past'), slot('the-sun'), slot('temperance', false, 'future')])).toBe('slow');
    // Reversed, or in another place, it keeps no pace of its own.
    expect(paceOf([slot('two-of-cups'), slot('three-of-cups'), slot('knight-of-swords', true, 'future')])).toBe('feelings');
    expect(paceOf([slot('temperance'), slot('ace-of-cups'), slot('three-of-cups', false, 'future')])).toBe('feelings');
  });

  it('is said by the cards that keep it: a card ahead with a speed of its own, the Eight of Wands, else the upright minors of that pace', () => {
    const cards = (slots: ReadingSlot[]) => paceCards(slots, paceOf(slots)).map((kept) => kept.card);
    expect(cards([slot('two-of-cups'), slot('the-sun'), slot('temperance', false, 'future')])).toEqual(['temperance']);
    expect(cards([slot('four-of-pentacles'), slot('eight-of-wands'), slot('ten-of-pentacles')])).toEqual(['eight-of-wands']);
    expect(cards([slot('ace-of-wands'), slot('page-of-swords', true), slot('four-of-wands')])).toEqual(['ace-of-wands', 'four-of-wands']);
    // A pace of the cards' own is no card's; a delay is the cards' that hold it back (never one whose reversal releases).
    expect(cards([slot('the-hermit'), slot('the-star')])).toEqual([]);
    expect(cards([slot('ace-of-wands', true), slot('three-of-wands', true)])).toEqual(['ace-of-wands', 'three-of-wands']);
    expect(cards([slot('four-of-swords', true), slot('the-sun'), slot('the-star', true)])).toEqual(['four-of-swords', 'the-star']);
  });

  it('is never quick before an end held back (en round 132: the Four of Wands, then the Ace of Wands reversed ahead)', () => {
    const drawn = [slot('four-of-wands'), slot('the-moon', true, 'obstacle'), slot('ace-of-wands', true, 'future')];
    expect(paceOf(drawn)).toBe('delayed');
    expect(paceCards(drawn, 'delayed').map((kept) => kept.card)).toEqual(['ace-of-wands']);
    // (An end upright keeps the quick pace.)
    expect(paceOf([slot('four-of-wands'), slot('the-moon', true, 'obstacle'), slot('ace-of-wands', false, 'future')])).toBe('fast');
  });
});

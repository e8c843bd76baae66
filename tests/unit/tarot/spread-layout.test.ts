import { describe, expect, it } from 'vitest';
import { CARD_RATIO, laidOut, spreadShapes } from '@/lib/tarot/spread-layout';
import { expectedCardCount } from '@/lib/tarot/spreads';

const centre = (card: { left: number; top: number }) => ({ x: card.left + 0.5, y: card.top + CARD_RATIO / 2 });

describe('the shaped spreads, as readers lay them', () => {
  it('have a place for every position of their reading type', () => {
    expect(spreadShapes.cross.places).toHaveLength(expectedCardCount('five-card-cross'));
    expect(spreadShapes.celtic.places).toHaveLength(expectedCardCount('celtic-cross'));
  });

  it('lay the five-card cross around the situation: advice above, outcome below, in favour and against beside it', () => {
    const { width, cards } = laidOut(spreadShapes.cross);
    const [situation, favour, against, advice, outcome] = cards.map(centre) as [ReturnType<typeof centre>, ...ReturnType<typeof centre>[]];
    expect(situation.x).toBeCloseTo(width / 2);
    expect([advice!.x, outcome!.x]).toEqual([situation.x, situation.x]);
    expect(advice!.y).toBeLessThan(situation.y);
    expect(outcome!.y).toBeGreaterThan(situation.y);
    expect([favour!.y, against!.y]).toEqual([situation.y, situation.y]);
    expect(favour!.x).toBeLessThan(situation.x);
    expect(against!.x).toBeGreaterThan(situation.x);
  });

  it('lay the Celtic cross with card 2 across card 1 and the staff to the right, read from the bottom up', () => {
    const { cards, height } = laidOut(spreadShapes.celtic);
    expect(cards.map((card) => card.across)).toEqual([false, true, false, false, false, false, false, false, false, false]);
    expect(centre(cards[1]!)).toEqual(centre(cards[0]!));
    expect(cards[1]!.layer).toBeGreaterThan(Math.max(...cards.filter((card) => !card.across).map((card) => card.layer)));
    // The crossing card's ends (a card's height across) stay clear of cards 4 and 6.
    const crossing = { left: centre(cards[1]!).x - CARD_RATIO / 2, right: centre(cards[1]!).x + CARD_RATIO / 2 };
    expect(crossing.left).toBeGreaterThan(cards[3]!.left + 1);
    expect(crossing.right).toBeLessThan(cards[5]!.left);
    const staff = cards.slice(6);
    const crossRight = Math.max(...cards.slice(0, 6).map((card) => card.left + 1));
    for (const card of staff) expect(card.left).toBeGreaterThan(crossRight);
    expect(staff.map((card) => card.top)).toEqual([...staff.map((card) => card.top)].sort((a, b) => b - a));
    expect(staff[0]!.top + CARD_RATIO).toBeCloseTo(height);
    // The cross is centred on the staff's height, its middle row between cards 8 and 9.
    expect(cards[4]!.top).toBeCloseTo(height - (cards[2]!.top + CARD_RATIO));
    const middle = centre(cards[0]!).y;
    expect(middle).toBeGreaterThan(centre(staff[2]!).y);
    expect(middle).toBeLessThan(centre(staff[1]!).y);
  });
});

import { describe, expect, it } from 'vitest';
import { cardIds } from '@/lib/tarot/deck';
import { initialPicking, pickingReducer, type PickingAction, type PickingState } from '@/lib/tarot/picking';

const run = (state: PickingState, ...actions: PickingAction[]) => actions.reduce(pickingReducer, state);
const started = run(initialPicking('past-present-future'), { kind: 'start', readingType: 'past-present-future', deck: cardIds });

describe('card picking', () => {
  it('adds cards one at a time, never twice, up to the count, then channels', () => {
    let state = run(started, { kind: 'pick', card: 'the-sun' }, { kind: 'pick', card: 'the-sun' });
    expect(state.picked).toEqual(['the-sun']);
    expect(state.phase).toBe('picking');
    state = run(state, { kind: 'pick', card: 'death' }, { kind: 'pick', card: 'the-star' });
    expect(state.picked).toEqual(['the-sun', 'death', 'the-star']);
    expect(state.phase).toBe('channelling');
    expect(run(state, { kind: 'pick', card: 'justice' }).picked).toHaveLength(3);
  });

  it('ignores picks before the reading starts', () => {
    expect(run(initialPicking('quick-insight'), { kind: 'pick', card: 'the-sun' }).picked).toEqual([]);
  });

  it('resets when the chosen cards are emptied', () => {
    const state = run(started, { kind: 'pick', card: 'the-sun' }, { kind: 'unpick', card: 'the-sun' });
    expect(state).toMatchObject({ phase: 'picking', picked: [] });
  });

  it('reveals all at once (auto and button modes)', () => {
    const state = run(
      started,
      { kind: 'pick', card: 'the-sun' },
      { kind: 'pick', card: 'death' },
      { kind: 'pick', card: 'the-star' },
      { kind: 'flipAll' },
    );
    expect(state.phase).toBe('channelling');
    const revealed = run(state, { kind: 'channelled' }, { kind: 'flipAll' });
    expect(revealed).toMatchObject({ phase: 'revealed', faceUp: [true, true, true] });
  });

  it('reveals card by card on click (Spanish mode)', () => {
    let state = run(
      initialPicking('morning-evening'),
      { kind: 'start', readingType: 'morning-evening', deck: cardIds },
      { kind: 'pick', card: 'the-moon' },
      { kind: 'pick', card: 'the-sun' },
      { kind: 'channelled' },
      { kind: 'flip', index: 1 },
    );
    expect(state).toMatchObject({ phase: 'revealing', faceUp: [false, true] });
    state = run(state, { kind: 'flip', index: 0 });
    expect(state).toMatchObject({ phase: 'revealed', faceUp: [true, true] });
  });

  it('starts over cleanly', () => {
    const state = run(started, { kind: 'pick', card: 'the-sun' }, { kind: 'reset' });
    expect(state).toMatchObject({ phase: 'idle', picked: [], deck: [] });
  });
});

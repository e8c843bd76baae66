import type { CardId } from './deck';
import { expectedCardCount, type ReadingType } from './spreads';

/**
 * The card-picking flow as a pure reducer: idle → picking → channelling (the glow after
 * the last pick) → revealing (cards turn face up, by the language's reveal mode) → revealed.
 */
export type PickingPhase = 'idle' | 'picking' | 'channelling' | 'revealing' | 'revealed';

export interface PickingState {
  phase: PickingPhase;
  readingType: ReadingType;
  /** The face-down fan, already shuffled. */
  deck: readonly CardId[];
  /** The fan's cards that lie upside down. */
  upsideDown: readonly CardId[];
  picked: readonly CardId[];
  faceUp: readonly boolean[];
}

/** Position by position, whether each picked card lies upside down. */
export function pickedReversed(state: Pick<PickingState, 'picked' | 'upsideDown'>): boolean[] {
  return state.picked.map((card) => state.upsideDown.includes(card));
}

export type PickingAction =
  | { kind: 'start'; readingType: ReadingType; deck: readonly CardId[]; upsideDown?: readonly CardId[] }
  | { kind: 'pick'; card: CardId }
  | { kind: 'unpick'; card: CardId }
  | { kind: 'channelled' }
  | { kind: 'flip'; index: number }
  | { kind: 'flipAll' }
  /** A finished reading laid out again, face up (coming back to its page). */
  | { kind: 'restore'; readingType: ReadingType; cards: readonly CardId[]; reversed?: readonly boolean[] }
  | { kind: 'reset' };

export function initialPicking(readingType: ReadingType): PickingState {
  return { phase: 'idle', readingType, deck: [], upsideDown: [], picked: [], faceUp: [] };
}

export function pickingReducer(state: PickingState, action: PickingAction): PickingState {
  switch (action.kind) {
    case 'start':
      return {
        phase: 'picking',
        readingType: action.readingType,
        deck: action.deck,
        upsideDown: action.upsideDown ?? [],
        picked: [],
        faceUp: [],
      };
    case 'pick': {
      if (state.phase !== 'picking' || state.picked.includes(action.card) || !state.deck.includes(action.card)) return state;
      const picked = [...state.picked, action.card];
      const complete = picked.length === expectedCardCount(state.readingType);
      return { ...state, picked, phase: complete ? 'channelling' : 'picking', faceUp: picked.map(() => false) };
    }
    case 'unpick': {
      if (state.phase !== 'picking' || !state.picked.includes(action.card)) return state;
      const picked = state.picked.filter((card) => card !== action.card);
      return { ...state, picked, faceUp: picked.map(() => false) };
    }
    case 'channelled':
      return state.phase === 'channelling' ? { ...state, phase: 'revealing' } : state;
    case 'flip': {
      if (state.phase !== 'revealing' || state.faceUp[action.index] !== false) return state;
      const faceUp = state.faceUp.map((up, index) => up || index === action.index);
      return { ...state, faceUp, phase: faceUp.every(Boolean) ? 'revealed' : 'revealing' };
    }
    case 'flipAll':
      return state.phase === 'revealing' ? { ...state, faceUp: state.picked.map(() => true), phase: 'revealed' } : state;
    case 'restore':
      return state.phase === 'idle'
        ? {
            phase: 'revealed',
            readingType: action.readingType,
            deck: [],
            upsideDown: action.cards.filter((_, index) => action.reversed?.[index]),
            picked: action.cards,
            faceUp: action.cards.map(() => true),
          }
        : state;
    case 'reset':
      return initialPicking(state.readingType);
  }
}

import type { PickingPhase } from './picking';
import type { localeSettings } from './locale-settings';

export type RevealMode = (typeof localeSettings)[keyof typeof localeSettings]['reveal'];

/**
 * What the status beside the cards says at each step: a title (what is happening) and a line
 * (what to do next), each only while it applies. An instruction to turn the cards waits until
 * they can be turned; the count of turned cards shows only where they are turned one by one.
 */
export interface ReadingStatus {
  title: 'pick' | 'channelling' | 'ready' | 'revealed';
  line: 'started' | 'soon' | 'ready' | 'revealed';
  /** "2 of 3 cards turned". */
  counter: boolean;
}

export function readingStatus(phase: PickingPhase, reveal: RevealMode, total: number): ReadingStatus | null {
  switch (phase) {
    case 'idle':
      return null;
    case 'picking':
      return { title: 'pick', line: 'started', counter: false };
    case 'channelling':
      return { title: 'channelling', line: 'soon', counter: false };
    case 'revealing':
      return { title: 'ready', line: 'ready', counter: reveal === 'click' && total > 1 };
    case 'revealed':
      return { title: 'revealed', line: 'revealed', counter: false };
  }
}

import type { CardId } from '@/lib/tarot/deck';
import type { QuestionTheme } from '@/lib/tarot/question-themes';
import { speaksOfArea } from '@/lib/tarot/reader/areas';
import type { TarotText } from '@/lib/tarot/text';

/** The advice written for the theme's area of life: a bond, work and money, or the card's own. */
export const adviceKey = (theme: QuestionTheme) =>
  theme === 'LOVE' || theme === 'FAMILY'
    ? 'adviceBond'
    : theme === 'CAREER'
      ? 'adviceWork'
      : theme === 'FINANCE'
        ? 'adviceMoney'
        : 'advice';

/**
 * A card's words for the way or for where things lead in the theme's area: a family's or a friendship's, a job's, money's
 * (where things lead: work's), else its own; love keeps its own, and an area text that strays (money in a job's, the
 * office in money's) gives way to its own too.
 */
export function areaText(text: TarotText, card: CardId, reversed: boolean, kind: 'obstacle' | 'future', theme: QuestionTheme): string {
  const side = text.Cards[card][reversed ? 'reversed' : 'stances'];
  const key =
    theme === 'FAMILY'
      ? (`${kind}Bond` as const)
      : theme === 'CAREER' || (theme === 'FINANCE' && kind === 'future')
        ? (`${kind}Work` as const)
        : theme === 'FINANCE'
          ? 'obstacleMoney'
          : kind;
  const written = side[key];
  const strays = (theme === 'CAREER' && speaksOfArea(written, 'money')) || (theme === 'FINANCE' && speaksOfArea(written, 'work'));
  return strays ? side[kind] : written;
}

import { normalizeText } from '../theme-detection';
import { patterns } from './patterns';

/** What a question can touch that needs care rather than a prediction, most serious first. */
export const concerns = [
  'crisis',
  'violence',
  'grief',
  'illness-loved',
  'illness-self',
  'pregnancy',
  'health-result',
  'betrayal',
  'leaving',
  'separation',
] as const;
export type Concern = (typeof concerns)[number];

/**
 * One language's phrases for each concern: whole words or phrases, matched on lower-cased, accent-free
 * text with punctuation as spaces; a trailing `*` matches any word with that stem. `selfIll` and `lovedOne`
 * are not concerns of their own: they tell the visitor's own illness ("I have cancer", "mi diagnóstico")
 * from that of someone dear (mum, mio padre, mi hija); the visitor's own wins when both are named. Nor
 * are `missed`, `pointless`, `better`, `cards` and `dying` (a crisis reading answers the fear that no one would miss the
 * visitor, the feeling that there is no point going on, whether it will ever get better, what the cards say of it, and
 * the wish to die, said as such).
 */
export type ConcernPhrases = Record<
  | 'crisis'
  | 'violence'
  | 'grief'
  | 'illness'
  | 'selfIll'
  | 'lovedOne'
  | 'pregnancy'
  | 'healthResult'
  | 'betrayal'
  | 'leaving'
  | 'separation'
  | 'missed'
  | 'pointless'
  | 'better'
  | 'cards'
  | 'dying',
  readonly string[]
>;

type PhraseKind = keyof ConcernPhrases;

// Each list ready-made (`npm run concern-patterns` writes them from ./phrases): no page normalises 2,000 phrases.
const { harmless: idioms, ...lists } = patterns;

// Built on the first question, not while a page loads (a reading page's main thread pays ~12 ms to parse them).
let built: { matchers: Record<PhraseKind, RegExp>; harmless: RegExp } | undefined;
const compiled = () =>
  (built ??= {
    matchers: Object.fromEntries(Object.entries(lists).map(([kind, source]) => [kind, new RegExp(source, 'u')])) as Record<
      PhraseKind,
      RegExp
    >,
    // Everyday idioms that only look alarming ("dying to see him", "mi ha lasciato un messaggio"), blanked out before matching.
    harmless: new RegExp(idioms, 'gu'),
  });
const matches = (kind: PhraseKind, text: string) => compiled().matchers[kind].test(text);

function withoutIdioms(text: string): string {
  const { harmless } = compiled();
  let current = text;
  for (;;) {
    const next = current.replace(harmless, ' ');
    if (next === current) return current;
    current = next;
  }
}

/** The concerns in priority order, each with the phrase lists that raise it. */
const order: readonly (readonly [Exclude<Concern, 'illness-loved' | 'illness-self'> | 'illness', PhraseKind])[] = [
  ['crisis', 'crisis'],
  ['violence', 'violence'],
  ['grief', 'grief'],
  ['illness', 'illness'],
  ['pregnancy', 'pregnancy'],
  ['health-result', 'healthResult'],
  ['betrayal', 'betrayal'],
  ['leaving', 'leaving'],
  // Whether to leave a partner is the visitor's to decide, never a card's yes or no.
  ['separation', 'separation'],
];

/** The most serious concern a question raises, or undefined. */
export function concernOf(question: string | undefined | null): Concern | undefined {
  if (!question?.trim()) return undefined;
  const text = withoutIdioms(normalizeText(question));
  for (const [concern, kind] of order) {
    if (!matches(kind, text)) continue;
    if (concern === 'illness') return !matches('selfIll', text) && matches('lovedOne', text) ? 'illness-loved' : 'illness-self';
    return concern;
  }
  return undefined;
}

/** Whether a question says what one of the lists that shape a crisis reading holds. */
const says =
  (kind: 'pointless' | 'better' | 'missed' | 'cards' | 'dying') =>
  (question: string | undefined): boolean =>
    !!question && matches(kind, withoutIdioms(normalizeText(question)));

/** Whether a question asks if there is any point going on ("Is there any point?"): a crisis reading answers that feeling. */
export const seesNoPoint = says('pointless');

/** Whether a question asks if it will ever get better ("Will it get better?"): a crisis reading answers that hope. */
export const asksIfBetter = says('better');

/** Whether a question fears that no one would miss the visitor ("Would anyone miss me?"): a crisis reading answers it. */
export const fearsNoOneCares = says('missed');

/** Whether a question asks what the cards say of it ("what do the cards say?"): a crisis reading answers that. */
export const asksTheCards = says('cards');

/** Whether a question says the visitor wants to die ("Ya no puedo más, quiero morirme"): a crisis reading answers those words. */
export const saysWantsToDie = says('dying');

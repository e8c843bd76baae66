import type { Concern } from '../safety/concern';
import { forPerson, type TarotText } from '../text';
import { personAsked, personGender } from './question';

type Care = TarotText['TemplateReading']['care'][Concern];

/**
 * A care note's words for the question asked, on the page and in the reading alike: the person it
 * names said back ("your dad", where the note has an opening that names them), he or she as it says.
 */
export function careAsSaid<C extends Care>(care: C, question: string | undefined): C {
  const gender = personGender(question);
  const person = personAsked(question);
  const named = 'openingNamed' in care && person ? { opening: care.openingNamed.replace('{person}', person) } : {};
  const words = { ...care, ...named };
  return Object.fromEntries(
    Object.entries(words).map(([key, value]) => [key, typeof value === 'string' ? forPerson(forIllness(value, question), gender) : value]),
  ) as C;
}

/** The illnesses a care note may name a line for, as a question names them in any of the three languages. */
const illnesses = {
  cancer: /\b(cancer|c[aá]ncer|cancro|tumou?re?s?|tumori|chemo\w*|quimio\w*|leuka?emia|leucemia|lymphoma|linfoma)\b/iu,
  ms: /\b(MS|multiple sclerosis|esclerosis m[uú]ltiple|sclerosi multipla)\b/u,
} as const;

/**
 * Keeps each `[[for:illness|words]]` only where the question names that illness (a cancer charity for cancer alone), and
 * each `[[for:!illness|words]]` only where it does not (a charity in general for any other).
 */
function forIllness(text: string, question: string | undefined): string {
  return text.replace(/\[\[for:(!?)(\w+)\|([^\]]*)\]\]/g, (_, not: string, illness: string, words: string) =>
    Boolean(illnesses[illness as keyof typeof illnesses]?.test(question ?? '')) !== Boolean(not) ? words : '',
  );
}

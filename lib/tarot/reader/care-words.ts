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
    Object.entries(words).map(([key, value]) => [key, typeof value === 'string' ? forPerson(value, gender) : value]),
  ) as C;
}

import { describe, expect, it } from 'vitest';
import { tarotTexts } from '@/lib/tarot/catalog';
import { readingFor, readingSlots } from '@/lib/tarot/reading';
import { readingAsk } from '@/lib/tarot/reading-contract';
import { templateReading } from '@/lib/tarot/reader/template';
import { reversedByTheme } from '@/lib/tarot/reader/card-texts';
import { speaksOfAnotherArea } from '@/lib/tarot/reader/areas';
import { cardIds } from '@/lib/tarot/deck';
import type { ReadingType } from '@/lib/tarot/spreads';
import { locales, type Locale } from '@/lib/i18n/routing';

const offSubject = (type: ReadingType, question: string, locale: Locale = 'en') =>
  readingFor(readingAsk([], type, question, locale)).offSubject === true;

describe('a question off the spread’s own subject', () => {
  it.each([
    ['come-back', 'Will I get a pay rise?'],
    ['come-back', 'How will my new relationship develop?'],
    ['come-back', '¿Cómo irá mi nueva relación?'],
    ['come-back', 'Is she the right person for me?'],
    ['come-back', '¿Es la persona adecuada para mí?'],
    ['come-back', 'È la persona giusta per me?'],
    ['their-thoughts', 'Will I pass my driving test?'],
    ['their-thoughts', 'Should I accept the offer?'],
    ['their-thoughts', 'Will I meet someone soon?'],
    ['right-person', 'Will my mother forgive me?'],
    ['destination', 'Is this house the right one to buy?'],
    ['work-environment', 'Will we make up after the argument?'],
    ['journey', '¿Conseguiré el trabajo?'],
    ['relationship', 'Will it work out?'],
    ['come-back', 'Is my friend being honest with me?'],
    ['come-back', '¿Mi amiga es sincera conmigo?'],
    ['destination', 'What do they intend to do about us?'],
    ['destination', 'Is it a good time to move abroad?'],
    // Someone's feelings asked with no ex, no return and no missing: no breakup to read.
    ['come-back', 'What does Giulia feel for me?'],
    ['come-back', '¿Qué siente Lucía por mí?'],
    ['come-back', 'Cosa prova Giulia per me?'],
    // A trip already chosen, asked how it will go, has no place or time to choose.
    ['destination', 'Will my trip to Rome go well?'],
    ['destination', '¿Saldrá bien el viaje a Cartagena?'],
    ['destination', 'Il viaggio in Sicilia andrà bene?'],
    // A bond that goes on (a wedding, what they intend about "us") is not one that ended; the right path is not a trip.
    ['come-back', 'Will we get married next year?'],
    ['come-back', 'What do they intend to do about us?'],
    ['journey', '¿Voy por buen camino?'],
    // Drawn to the wrong people, the visitor asks about themself, not a lover.
    ['their-thoughts', 'Why do I keep attracting the wrong people?'],
    ['relationship', '¿Por qué siempre atraigo a las personas equivocadas?'],
    ['their-thoughts', 'Perché attiro sempre le persone sbagliate?'],
    // A crush is no partner yet.
    ['relationship', 'Does my crush like me back?'],
    // Money is no question for the people at work.
    ['work-environment', 'Riuscirò a vendere la casa dei miei nonni?'],
    // A morning and an evening answer questions about the day, not about a lover.
    ['morning-evening', 'Does he still love me?'],
    ['morning-evening', '¿Conseguiré el trabajo?'],
    ['morning-evening', 'Riuscirò a vendere la casa dei miei nonni?'],
  ] as const)('%s asked “%s” is read by generic positions', (type, question) => {
    expect(
      offSubject(type, question, /[¿ñ]|nueva/.test(question) ? 'es' : /È|attiro|Riuscirò|viaggio|prova/.test(question) ? 'it' : 'en'),
    ).toBe(true);
  });

  it.each([
    ['come-back', 'Is there still a chance for us?'],
    ['come-back', 'Is my ex the right person for me after all?'],
    ['come-back', 'How can I find peace after the break-up, whatever happens?'],
    ['come-back', 'È arrivato il momento di lasciar andare il mio ex?'],
    ['their-thoughts', 'Should I trust her?'],
    ['their-thoughts', 'What does Sam think of me?'],
    ['relationship', 'Where is my relationship heading?'],
    ['work-environment', 'Will I get a pay rise?'],
    ['destination', 'Is this the right time for a trip?'],
    ['past-present-future', 'Will I get a pay rise?'],
    // A question naming no theme about the visitor, on a page about work, is read as work.
    ['career-path', 'Will it go well?'],
    ['morning-evening', 'Will the interview go well tomorrow?'],
    ['morning-evening', 'What will this morning bring, and this evening?'],
    // Where to go asks what to choose, but it is a trip's question.
    ['destination', 'Where should I go this summer?'],
    ['journey', 'Dove dovrei andare quest’estate?'],
  ] as const)('%s asked “%s” keeps its own positions', (type, question) => {
    expect(offSubject(type, question, question.startsWith('È') ? 'it' : 'en')).toBe(false);
  });

  it('reads where to go as a trip in any spread, and where to live as a decision', () => {
    const theme = (question: string) => readingFor(readingAsk([], 'past-present-future', question, 'en')).theme;
    expect(['Where should I go this summer?', '¿Adónde debería ir en vacaciones?', 'Dove dovrei andare in vacanza?'].map(theme)).toEqual([
      'TRAVEL',
      'TRAVEL',
      'TRAVEL',
    ]);
    expect(theme('Is it a good time to move abroad?')).toBe('DECISION');
  });

  it('reads every spread’s own suggested questions by its own positions, in each language', () => {
    for (const locale of ['en', 'es', 'it'] as const) {
      const types = tarotTexts[locale].ReadingTypes as Record<string, { suggestions?: Record<string, string>; generic?: object }>;
      for (const [type, own] of Object.entries(types)) {
        if (!own.generic || !own.suggestions) continue;
        for (const question of Object.values(own.suggestions))
          expect(offSubject(type as ReadingType, question, locale), `${type}: ${question}`).toBe(false);
      }
    }
  });

  it('shows generic labels and reads no other person’s feelings for a pay rise in the come-back spread', () => {
    const ask = readingAsk(['the-chariot', 'ace-of-wands', 'the-star', 'the-sun'], 'come-back', 'Will I get a pay rise?', 'en');
    const text = tarotTexts.en;
    const labels = readingSlots(readingFor(ask), text).map((slot) => slot.positionLabel);
    expect(labels).toEqual(Object.values(text.ReadingTypes['come-back'].generic));
    const written = templateReading(readingFor(ask), text);
    expect(written).not.toContain(text.ReadingTypes['come-back'].positions.p1);
    expect(written).not.toContain(text.Cards['ace-of-wands'].stances.other);
    expect(written).toContain(text.Cards['ace-of-wands'].stances.around);
  });

  it('reads a job not yet held by the work spread’s generic places, with no colleagues', () => {
    const jobs = { en: 'Will I get the job I interviewed for?', es: '¿Me darán el trabajo?', it: 'Otterrò il lavoro?' };
    for (const locale of locales) {
      const reading = readingFor(readingAsk(['page-of-swords', 'the-devil', 'six-of-swords'], 'work-environment', jobs[locale], locale));
      expect(reading.offSubject, locale).toBe(true);
      const labels = readingSlots(reading, tarotTexts[locale]).map((slot) => slot.positionLabel);
      expect(labels).not.toContain(tarotTexts[locale].ReadingTypes['work-environment'].positions.p2);
    }
    // Colleagues the visitor has are read as such.
    expect(offSubject('work-environment', 'How can I get on better with my colleagues?', 'en')).toBe(false);
  });

  it('keeps a love spread’s labels without a question', () => {
    const reading = readingFor(readingAsk(['the-chariot', 'ace-of-wands', 'the-star', 'the-sun'], 'come-back', undefined, 'it'));
    expect(reading.offSubject).toBeUndefined();
    expect(readingSlots(reading, tarotTexts.it)[0]!.positionLabel).toBe(tarotTexts.it.ReadingTypes['come-back'].positions.p1);
  });
});

describe('a question whose words name no theme', () => {
  it('is read by its matter’s theme: attracting the wrong people is love, a mortgage money', () => {
    expect(readingFor(readingAsk([], 'past-present-future', 'Why do I keep attracting the wrong people?', 'en')).topic).toBe('LOVE');
    expect(readingFor(readingAsk([], 'past-present-future', 'Riuscirò a pagare il mutuo?', 'it')).topic).toBe('FINANCE');
  });
});

describe('a question about money', () => {
  it.each(['en', 'es', 'it'] as const)('reads a reversed card by its own words for money, never the office or a party (%s)', (locale) => {
    const { Cards } = tarotTexts[locale];
    for (const id of cardIds) {
      expect(reversedByTheme(Cards[id], 'FINANCE')).toBe(Cards[id].reversed.money);
      expect(speaksOfAnotherArea(Cards[id].reversed.money, 'FINANCE'), id).toBe(false);
    }
    expect(new Set(cardIds.map((id) => Cards[id].reversed.money)).size).toBe(cardIds.length);
  });
});

describe('the areas a card text speaks of', () => {
  it('hears leading and sharing out work, and a wallet or an inheritance, as another area than love', () => {
    for (const text of [
      'Do not delegate what you can finish yourself.',
      'Take the lead: leadership suits you now.',
      'Tomar el mando no es arrastrar a los demás.',
      'Non delegare quello che puoi chiudere da te.',
      'A joint effort stalled and your contribution went unrecognised.',
      'Lascia il portafoglio in tasca.',
      'Disputas por una herencia.',
    ])
      expect(speaksOfAnotherArea(text, 'LOVE'), text).toBe(true);
    // Love's own words, and a verb that only looks like a noun of command ("te mando"), stay love's.
    for (const text of ['Open your heart to what is offered.', 'Te mando fuerza: el corazón sabe esperar.', 'Il cuore chiede tempo.'])
      expect(speaksOfAnotherArea(text, 'LOVE'), text).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import type { Locale } from '@/lib/i18n/routing';
import { tarotTexts } from '@/lib/tarot/catalog';
import { cardIds, type CardId } from '@/lib/tarot/deck';
import { questionTheme } from '@/lib/tarot/keywords';
import { cardParagraphs, localReading } from '@/lib/tarot/local-reading';
import { readingFor } from '@/lib/tarot/reading';
import { cardParagraphs as readingParagraphs } from '@/lib/tarot/reader/template';
import { miniLoveReading } from '@/lib/tarot/mini-love';
import { questionThemes } from '@/lib/tarot/question-themes';
import { readingAsk } from '@/lib/tarot/reading-contract';
import { seededRandom, shuffle } from '@/lib/tarot/random';
import {
  expectedCardCount,
  meaningThemeFor,
  ownPlaceIn,
  positionKinds,
  positionsOf,
  readingTypeIds,
  readingTypes,
  type ReadingType,
} from '@/lib/tarot/spreads';
import { readingThemes, themedPages } from '@/lib/tarot/themed-pages';
import { anyWay, shownAmong, withoutShadowLead } from './as-said';
import { sayDrawn, withoutArticle } from '@/lib/tarot/text';
import { content } from '@/content';
import esMessages from '@/messages/es.json';
import { builtinArticles } from '@/content/articles';
import { cardContent } from '@/content/cards';
import { readingGuides } from '@/content/readings';
import { areaText } from './area-texts';
import { speaksOfArea } from '@/lib/tarot/reader/areas';

/**
 * The template reader's style guide, as tests: what a native reader checks in each language.
 * Golden samples a reviewer can read sit in __samples__/.
 */

interface Language {
  /** A love question from someone single, as visitors type it. */
  single: string;
  /** A love question about a partner that names no love keyword of the general lists. */
  partner: string;
  /** Words that show a verb in the past. */
  past: RegExp;
  /** Words that put a text in the present moment. */
  now: RegExp;
  /** Advice for two people, wrong for someone single. */
  couple: RegExp;
  /** A plural card name followed by a singular verb, or the reverse. */
  disagreement: RegExp;
}

/** Whole words or phrases, with letter boundaries that know accents (\b does not). */
const words = (...phrases: string[]) => new RegExp(`(?<!\\p{L})(?:${phrases.join('|')})(?!\\p{L})`, 'iu');
/** A card name as the subject of a verb; a name that closes a list ("A, B and C speak") is not alone. */
const pairs = (subjects: string[], verbs: string[]) =>
  words(...subjects.map((subject) => `(?<!(?:,| y| e| and) )${subject} (?:${verbs.join('|')})`));

const languages: Record<Locale, Language> = {
  en: {
    single: 'Will I meet someone soon?',
    partner: 'Do we have a future together?',
    past: words(
      'was',
      'were',
      'had',
      'did',
      'has been',
      'have been',
      '\\p{L}{2,}ed',
      'came',
      'went',
      'took',
      'gave',
      'made',
      'found',
      'left',
      'felt',
      'saw',
      'knew',
      'began',
      'built',
      'brought',
      'fought',
      'held',
      'lost',
      'met',
      'paid',
      'ran',
      'said',
      'sent',
      'stood',
      'thought',
      'told',
      'won',
      'wrote',
      'kept',
      'led',
      'broke',
      'chose',
      'drew',
      'fell',
      'grew',
      'spoke',
      'struck',
      'taught',
      'learnt',
      'burnt',
      'swept',
      'shook',
    ),
    now: words('now', 'today'),
    couple: words('(?<!against )each other', 'you two', 'both of you', 'one another', 'your relationship', 'your partner'),
    disagreement: new RegExp(
      `${pairs(['The Lovers', 'The Fool', 'The Sun', 'The Star', 'Strength', 'Death', 'Justice', 'The Tower', 'The Moon', 'The World', 'The Hermit'], ['are', 'were', 'have', 'bring', 'show', 'speak', 'ask', 'stand', 'sit', 'take', 'mark', 'say', 'point', 'offer', 'turn', 'open', 'close', 'set', 'describe']).source}`,
      'u',
    ),
  },
  es: {
    single: '¿Conoceré pronto a alguien?',
    partner: '¿Tenemos futuro juntos?',
    past: words(
      '\\p{L}{2,}(?:ó|aste|iste|aron|ieron|aba|abas|aban|ía|ías|ían|ado|ido|ada|ida|ados|idos)',
      'fue',
      'fuiste',
      'fueron',
      'hubo',
      'tuviste',
      'hiciste',
      'diste',
      'viste',
      'supiste',
      'pudiste',
      'quisiste',
      'dijiste',
      'trajiste',
    ),
    now: words('ahora', 'hoy'),
    // "Ambos" of two people, not of the two ends of a spread ("por ambos lados").
    couple: words('vosotros', 'vosotras', 'hablad', 'os', 'vuestr[oa]s?', 'el uno al otro', 'tu pareja', 'ambos(?! lados)'),
    disagreement: new RegExp(
      `${pairs(['Los Enamorados'], ['es', 'está', 'ocupa', 'trae', 'indica', 'marca', 'habla', 'pide', 'muestra', 'sale', 'llega', 'señala', 'ofrece', 'dice', 'anuncia', 'abre', 'cierra', 'pone', 'refleja', 'describe']).source}|${pairs(['El Loco', 'El Sol', 'La Estrella', 'La Torre', 'La Luna', 'El Mundo', 'La Muerte', 'La Fuerza', 'El Ermitaño'], ['son', 'están', 'ocupan', 'traen', 'indican', 'marcan', 'hablan', 'piden', 'muestran', 'salen', 'llegan', 'señalan', 'ofrecen', 'dicen', 'anuncian', 'abren', 'cierran', 'ponen', 'reflejan', 'describen']).source}|tener presente sobre todo los Enamorados`,
      'u',
    ),
  },
  it: {
    single: 'Incontrerò presto l’amore?',
    partner: 'Abbiamo un futuro insieme?',
    past: words(
      'hai',
      'sei',
      'era',
      'eri',
      'erano',
      'fu',
      'furono',
      '\\p{L}{2,}(?:ato|ata|uto|uta|ito|ita|ati|ute|iti|ava|avi|avano|eva|evi|evano|iva|ivano)',
    ),
    now: words('ora', 'adesso', 'oggi'),
    // "Entrambi" of two people, not of the two ends of a spread ("da entrambi i lati").
    couple: words('parlatevi', 'voi due', 'vostr[oaie]', 'tra voi', 'fra voi', "l'un l'altro", 'il tuo partner', 'entrambi(?! i lati)'),
    disagreement: new RegExp(
      `${pairs(['Gli Amanti'], ['è', 'indica', 'porta', 'mostra', 'parla', 'chiede', 'segna', 'occupa', 'arriva', 'dice', 'annuncia', 'apre', 'chiude', 'mette', 'rispecchia', 'descrive']).source}|${pairs(['Il Matto', 'Il Sole', 'La Stella', 'La Torre', 'La Luna', 'Il Mondo', 'La Morte', 'La Forza', "L'Eremita"], ['sono', 'indicano', 'portano', 'mostrano', 'parlano', 'chiedono', 'segnano', 'occupano', 'arrivano', 'dicono', 'annunciano', 'aprono', 'chiudono', 'mettono', 'rispecchiano', 'descrivono']).source}|[Gg]li Amanti[^.]{0,40}, con il suo invito`,
      'u',
    ),
  },
};

const locales = Object.keys(languages) as Locale[];
const random = seededRandom(14);
const spreadsOf = (type: ReadingType, count: number) =>
  Array.from({ length: count }, () => shuffle(cardIds, random).slice(0, expectedCardCount(type)));
const sections = (reading: string) => reading.split('\n\n');
/** Spreads of a type that between them hold every card of the deck. */
const wholeDeckIn = (type: ReadingType): CardId[][] => {
  const size = expectedCardCount(type);
  return Array.from({ length: Math.ceil(cardIds.length / size) }, (_, index) =>
    Array.from({ length: size }, (__, offset) => cardIds[(index * size + offset) % cardIds.length]!),
  );
};
const keywordsOf = (locale: Locale, card: CardId) =>
  tarotTexts[locale].Cards[card].keywords.split(',').map((keyword) => keyword.trim().toLowerCase());
/** Fails with the offending words and their sentence, so a writer sees what to fix. */
function expectNone(text: string, pattern: RegExp, context = '') {
  const match = pattern.exec(text);
  const sentence = match ? text.slice(Math.max(0, match.index - 80), match.index + 80) : '';
  expect(match?.[0], `${context} “${match?.[0]}” in …${sentence}…`).toBeUndefined();
}

const occurrences = (text: string, phrase: string) =>
  text.toLowerCase().match(new RegExp(`(?<![\\p{L}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'gu'))?.length ?? 0;

describe.each(locales)('the template reader in %s', (locale) => {
  const text = tarotTexts[locale];
  const lang = languages[locale];
  /** A text as the reading prints it: card names inside a sentence take a lower-case article. */
  const shown = (written: string, cards: readonly CardId[], question?: string) => shownAmong(text, written, cards, question);

  // The whole deck in every spread and theme: seconds on a busy machine.
  it('never repeats one of a card’s keywords within its paragraph, whatever the card, spread and theme', () => {
    for (const type of readingTypeIds) {
      for (const theme of questionThemes) {
        // Every card of the deck in every spread: the spreads take the deck in turn, the last one wrapping round.
        for (const cards of wholeDeckIn(type)) {
          for (const single of [false, true]) {
            const paragraphs = readingParagraphs({ cards, type, theme, locale, single }, text);
            cards.forEach((card, index) => {
              for (const keyword of keywordsOf(locale, card))
                expect(occurrences(paragraphs[index]!, keyword), `${card} “${keyword}” in ${type}/${theme}`).toBeLessThanOrEqual(1);
            });
          }
        }
      }
    }
  }, 30_000);

  it('reads a past card in the past, never as what happens now', () => {
    for (const card of cardIds) {
      const others = cardIds.filter((id) => id !== card).slice(0, 2);
      const past = cardParagraphs({ cards: [card, ...others], type: 'past-present-future', locale }, text)[0]!;
      expect(past, card).toMatch(lang.past);
      expectNone(past, lang.now, card);
    }
  });

  it('reads challenges and obstacles by the card’s shadow in the reading’s area (love: its own), not its bright side', () => {
    const cards: CardId[] = ['the-sun', 'the-star', 'the-world', 'the-chariot', 'the-lovers'];
    const [, , , challenge] = cardParagraphs({ cards, type: 'relationship', locale }, text);
    // (A major upright that is not dark says first that its shadow is read: es round 89.)
    expect(withoutShadowLead(text, challenge!, 'the-chariot')).toEqual({
      rest: shown(text.Cards['the-chariot'].stances.obstacle, cards),
      led: true,
    });
    const career: CardId[] = ['the-star', 'the-sun', 'the-moon', 'the-world'];
    const [, obstacle] = cardParagraphs({ cards: career, type: 'career-path', locale }, text);
    expect(withoutShadowLead(text, obstacle!, 'the-sun')).toEqual({
      rest: shown(areaText(text, 'the-sun', false, 'obstacle', 'CAREER'), career),
      led: true,
    });
    // Asked of nothing in particular, its own words for the way.
    const [, , general] = cardParagraphs(
      { cards: ['the-star', 'the-sun', 'the-moon', 'the-world', 'the-fool'], type: 'five-card-cross', locale },
      text,
    );
    expect(general).toBe(shown(text.Cards['the-moon'].stances.obstacle, ['the-star', 'the-sun', 'the-moon', 'the-world', 'the-fool']));
  });

  it('speaks of the other person in the third person: who they are, what they think, feel (an ex: feel now, apart) and intend, each by its own text', () => {
    const ownText = { thoughts: 'thoughts', feelings: 'other', apart: 'apart', intent: 'intent' } as const;
    const aboutThem = new Set<string>();
    for (const type of readingTypeIds) {
      positionsOf(type).forEach((position, index) => {
        if (positionKinds[position.kind] !== 'other') return;
        aboutThem.add(position.kind);
        const kind = position.kind as keyof typeof ownText;
        // A portrait of them ("About Them") has its own words.
        const own = ownPlaceIn(position, meaningThemeFor(type, 'GENERAL')) ?? ownText[kind];
        for (const cards of spreadsOf(type, 6)) {
          const paragraph = cardParagraphs({ cards, type, locale }, text)[index]!;
          expect(paragraph, `${type} ${kind}`).toBe(shown(text.Cards[cards[index]!].stances[own], cards));
        }
      });
    }
    expect([...aboutThem].sort()).toEqual(Object.keys(ownText).sort());
  });

  it('writes each card’s advice for a bond for anyone close (a partner, an ex, a sister), and a work advice apart', () => {
    for (const id of cardIds) {
      const own = text.Cards[id];
      for (const advice of [own.stances.adviceBond, own.reversed.adviceBond]) expectNone(advice, lang.couple, id);
      for (const advice of [own.stances.adviceBond, own.stances.adviceWork, own.reversed.adviceBond, own.reversed.adviceWork]) {
        expect(advice.split(/\s+/).length, id).toBeLessThanOrEqual(40);
        expect(advice, id).not.toBe(own.stances.advice);
      }
    }
  });

  it('writes each card’s words for the way and for what lies ahead in a family, at work and with money, each its own', () => {
    let kept = 0;
    for (const id of cardIds) {
      for (const side of [text.Cards[id].stances, text.Cards[id].reversed]) {
        // (Between the visitor and anyone close: "between you" may stand, a partner may not.)
        for (const bond of [side.obstacleBond, side.futureBond])
          expectNone(bond, /\b(your partner|your relationship|tu pareja|tu relación|il tuo partner|la vostra relazione)\b/iu, id);
        for (const [words, own] of [
          [side.obstacleBond, side.obstacle],
          [side.obstacleWork, side.obstacle],
          [side.obstacleMoney, side.obstacle],
          [side.futureBond, side.future],
          [side.futureWork, side.future],
        ] as const) {
          expect(words.split(/\s+/).length, id).toBeLessThanOrEqual(50);
          expect(words, id).not.toBe(own);
        }
        // A job's words for the way speak of no money, money's of no office (it round 71): nearly all are read.
        if (!speaksOfArea(side.obstacleWork, 'money') && !speaksOfArea(side.obstacleMoney, 'work')) kept += 1;
      }
      // Someone single has no bond: the reversed text for them speaks to no couple either.
      expectNone(text.Cards[id].reversed.single, lang.couple, id);
    }
    expect(kept).toBeGreaterThanOrEqual(cardIds.length * 2 * 0.85);
  });

  it('gives someone single no couple advice', () => {
    expect(readingFor({ cards: ['the-star'], type: 'quick-insight', question: lang.single, locale })).toMatchObject({
      theme: 'LOVE',
      single: true,
    });
    for (const type of ['quick-insight', 'past-present-future', 'morning-evening'] as const) {
      for (const cards of spreadsOf(type, 12)) {
        for (const reversed of [undefined, cards.map((_, index) => index % 2 === 0)]) {
          expectNone(localReading({ cards, type, question: lang.single, locale, reversed }, text), lang.couple);
        }
      }
    }
  });

  it('reads love spreads with love meanings for a love question or none', () => {
    for (const question of [lang.partner, undefined]) {
      const cards: CardId[] = ['the-empress', 'the-emperor', 'temperance', 'the-devil', 'justice'];
      const reading = localReading({ cards, type: 'relationship', question, locale }, text);
      expect(reading).toContain(text.Cards['the-empress'].meanings.LOVE);
      expect(reading).toContain(text.Cards.temperance.stances.bond);
    }
  });

  it('puts verbs in agreement with plural and singular card names', () => {
    for (const type of readingTypeIds) {
      for (const cards of spreadsOf(type, 20)) {
        const withLovers = cards.includes('the-lovers') ? cards : ['the-lovers' as CardId, ...cards.slice(1)];
        const reading = localReading({ cards: withLovers, type, question: lang.partner, locale }, text);
        expectNone(reading, lang.disagreement);
      }
    }
    for (const card of cardIds) {
      const reversed = Object.entries(text.Cards[card].reversed).filter(([key]) => key !== 'keywords');
      for (const own of [...Object.values(text.Cards[card].stances), ...reversed.map(([, value]) => value), text.Cards[card].care])
        expectNone(own, lang.disagreement, card);
    }
  });

  it('leaves no placeholder, agreement mark or markdown in any reading', () => {
    for (const type of readingTypeIds) {
      for (const cards of spreadsOf(type, 10)) {
        const reading = localReading({ cards, type, question: lang.partner, locale }, text);
        expect(reading).not.toMatch(/[{}*]|\[\[|\]\]/);
      }
    }
    const mini = miniLoveReading(['the-lovers', 'the-tower', 'judgement', 'the-sun'], text);
    expect(mini).not.toMatch(/[{}*]|\[\[|\]\]/);
  });

  it('never ends a sentence on a dangling colon, semicolon or comma, wherever a card’s words are left out; a card’s words after a full stop start a sentence, and none has two colons', () => {
    const open = {
      en: [
        'What is holding me back at work?',
        'Why did we break up?',
        'What should I watch out for?',
        'Why do I keep attracting the wrong people?',
        'What should I focus on this month?',
      ],
      es: [
        '¿Qué me frena en el trabajo?',
        '¿Por qué rompimos?',
        '¿De qué debo tener cuidado?',
        '¿Por qué siempre atraigo a las personas equivocadas?',
        '¿En qué debo centrarme este mes?',
      ],
      it: [
        'Cosa mi blocca nel lavoro?',
        'Perché ci siamo lasciati?',
        'A cosa devo fare attenzione?',
        'Perché attiro sempre le persone sbagliate?',
        'Su cosa dovrei concentrarmi questo mese?',
      ],
    }[locale];
    // The World upright in each place in turn (in the way, its paragraph says its shadow: the answer points to it).
    const others = cardIds.filter((id) => id !== 'the-world');
    for (const question of open) {
      for (const type of readingTypeIds) {
        const size = expectedCardCount(type);
        for (let at = 0; at < size; at++) {
          const cards: CardId[] = others.slice(0, size);
          cards[at] = 'the-world';
          const reading = localReading({ cards, type, question, locale }, text);
          expect(reading, `${type} ${question}`).not.toMatch(/[;:,]\s*\.(\s|$)|\.\.|[.!?] \p{Ll}/u);
          const guidance = reading.split('\n\n').at(-1)!;
          for (const sentence of guidance.split(/(?<=[.!?])\s/)) expect(sentence.split(':').length, sentence).toBeLessThanOrEqual(2);
        }
      }
    }
  });

  it('says a preposition and a card’s article as one word where the language does (Spanish “del”, “al”; Italian “dal”, “dell’”)', () => {
    const why = {
      en: 'Why do I keep attracting the wrong people?',
      es: '¿Por qué atraigo siempre a las personas equivocadas?',
      it: 'Perché attiro sempre le persone sbagliate?',
    }[locale];
    const job = { en: 'Will I get the job?', es: '¿Conseguiré el trabajo?', it: 'Otterrò il lavoro?' }[locale];
    for (const type of readingTypeIds) {
      for (const [index, cards] of spreadsOf(type, 10).entries()) {
        const reading = localReading({ cards, type, question: index % 2 ? why : job, locale }, text);
        if (locale === 'es') expect(reading).not.toMatch(/(?<!\p{L})[Dd]e el \p{Lu}|(?<!\p{L})[Aa] el \p{Lu}/u);
        if (locale === 'it') expect(reading).not.toMatch(/(?<!\p{L})([Dd]i|[Dd]a|[Ii]n|[Ss]u|[Aa]) (il |la |l'|l’|gli )\p{Lu}/u);
      }
    }
  });

  it('reads the same after a reload, and varies between spreads', () => {
    const ask = readingAsk(['the-hermit', 'justice', 'the-moon'], 'past-present-future', lang.partner, locale);
    expect(localReading(ask, text)).toBe(localReading(ask, text));
    const guidance = new Set(
      spreadsOf('past-present-future', 30).map((cards) =>
        sections(localReading({ cards, type: 'past-present-future', locale }, text)).at(-1),
      ),
    );
    expect(guidance.size).toBeGreaterThan(20);
    const closings = new Set(
      spreadsOf('quick-insight', 40).map((cards) =>
        sections(localReading({ cards, type: 'quick-insight', locale }, text))
          .at(-1)!
          .split(/(?<=[.!?])\s+/)
          .at(-1),
      ),
    );
    expect(closings.size).toBeGreaterThanOrEqual(3);
  });

  it('relates the cards to each other: the overview names what they share, the guidance answers the theme', () => {
    const cards: CardId[] = ['the-tower', 'the-star', 'the-sun'];
    const written = sections(localReading({ cards, type: 'past-present-future', question: lang.partner, locale }, text));
    // Italian prints a name inside a sentence with a lower-case article.
    expect(written[0]!.toLowerCase()).toContain(text.Cards['the-tower'].name.toLowerCase());
    expect(written[0]!.toLowerCase()).toContain(text.Cards['the-sun'].name.toLowerCase());
    expect(written.at(-1)).toMatch(anyWay(text.TemplateReading.lean.LOVE.light));
  });

  it('gives the mini love reading a combined interpretation from its four cards, under 150 words', () => {
    for (const cards of spreadsOf('career-path', 30)) {
      const reading = miniLoveReading(cards, text);
      expect(reading.startsWith(text.MiniLove.combined.start)).toBe(true);
      expect(reading).toContain(text.Cards[cards[3]!].stances.advice);
      for (const card of cards.slice(0, 3)) expect(reading.toLowerCase()).toContain(text.Cards[card].name.toLowerCase());
      expect(reading.split(/\s+/).length).toBeLessThanOrEqual(150);
    }
  });
});

describe('the suggestions the themed pages offer', () => {
  it.each(locales)('are read in %s with the theme of their page', (locale) => {
    // Yes or no and the crosses answer any question; the card of the day takes none.
    for (const page of readingThemes.filter((page) => page !== 'yesNo' && page !== 'cross' && page !== 'dayCard')) {
      for (const option of themedPages[page].options) {
        const spread = readingTypes[option];
        for (const suggestion of Object.values(tarotTexts[locale].ReadingTypes[option].suggestions)) {
          // A spread with a subject reads every question with it; the others find the question's own.
          const theme = 'meaningTheme' in spread ? readingFor(readingAsk([], option, suggestion, locale)).theme : questionTheme(suggestion);
          expect(theme, `${page} / ${option}: ${suggestion}`).toBe('meaningTheme' in spread ? spread.meaningTheme : 'GENERAL');
        }
      }
    }
  });
});

/** Every string under a message namespace, with its path. */
function stringsOf(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => stringsOf(inner, path ? `${path}.${key}` : key));
  return [];
}

/** What the reader's joining texts may not say, per language: reader's jargon. */
const jargon: Record<Locale, RegExp> = {
  en: words('row', 'rows', 'Golden Dawn'),
  es: words('fila', 'filas', 'Golden Dawn'),
  it: words('riga', 'righe', 'fila', 'tappa', 'Golden Dawn'),
};

describe.each(locales)('the joining texts in %s', (locale) => {
  const text = tarotTexts[locale];
  const frames = [...stringsOf(text.TemplateReading, 'TemplateReading'), ...stringsOf(text.MiniLove, 'MiniLove')];
  // Agreement marks ([[card:a|b]]) never reach the reader.
  const shown = frames.map(([path, frame]) => [path, frame.replace(/\[\[[^\]]*\]\]/g, 'x')] as const);

  it('never repeat the question, which stands above the reading, nor its theme', () => {
    const { oneShould, many } = text.TemplateReading.opening.question;
    for (const frame of [
      oneShould,
      ...Object.values(text.TemplateReading.opening.brings),
      ...Object.values(many).flatMap((frames) => Object.values(frames)),
    ]) {
      expect(frame).not.toContain('{question}');
      expect(frame).not.toContain('{theme}');
    }
  });

  it('never put a preposition that joins its article before a theme (“di la tua situazione”)', () => {
    // A theme is said with its article ("la tua situazione", "el viaje"): Italian and Spanish fold it into di, a, da, in, su, de.
    const joined = { en: undefined, es: /(?<!\p{L})(?:de|a) \{theme\}/u, it: /(?<!\p{L})(?:di|a|da|in|su) \{theme\}/u }[locale];
    if (joined) for (const [path, frame] of frames) expect(frame, path).not.toMatch(joined);
  });

  it('are all written: no placeholder text left for a writer', () => {
    for (const [path, frame] of frames) expect(frame, path).not.toMatch(/^TODO\b/);
  });

  it('use few colons: none has two, at most a third has one', () => {
    const colons = (frame: string) => frame.split(':').length - 1;
    for (const [path, frame] of shown) expect(colons(frame), path).toBeLessThanOrEqual(1);
    expect(shown.filter(([, frame]) => colons(frame) === 1).length).toBeLessThanOrEqual(shown.length / 3);
  });

  it('agree a plural name (the Lovers) as one card: its plural form never speaks of "cards"', () => {
    const cards = { en: /\bcards\b/i, es: /\bcartas\b/i, it: /\bcarte\b/i }[locale];
    for (const [path, frame] of frames) {
      // One card's agreement ([[card:one|plural]]), never the count of cards drawn.
      for (const [, , plural] of frame.matchAll(/\[\[(card|light|shadow|now|outcome|other|way):[^|\]]*\|([^\]]*)\]\]/g)) {
        expect(plural, path).not.toMatch(cards);
      }
    }
  });

  it('set no comma between a card and its place in English: a reversed card’s aside closes with its own', () => {
    if (locale !== 'en') return;
    for (const [path, frame] of frames) expect(frame, path).not.toMatch(/\}, in “/);
    const tower = { name: text.Cards['the-tower'].name, grammar: text.Cards['the-tower'].grammar, reversed: true };
    expect(sayDrawn('What weighs most is {card} in “{position}”.', { card: tower }, text.TemplateReading.reversedName)).toContain(
      'The Tower, reversed, in',
    );
  });

  it('speak without reader’s jargon', () => {
    for (const [path, frame] of shown) expectNone(frame, jargon[locale], path);
  });

  it('name no card’s images in the sentence about the great forces, whatever cards were drawn', () => {
    const images = {
      en: words('chains?', 'towers?', 'lightning'),
      es: words('cadenas?', 'torres?', 'rayos?'),
      it: words('catene', 'torri', 'fulmin\\p{L}*'),
    };
    for (const frame of Object.values(text.TemplateReading.synthesis.journey.cosmic)) expectNone(frame, images[locale]);
  });
});

describe('Spanish for every Spanish reader', () => {
  const spanish = JSON.stringify([tarotTexts.es, readingGuides.es, content.es, cardContent.es, builtinArticles.es]);

  it('has no vosotros forms, no "ir a por" and no leísmo', () => {
    expectNone(
      spanish,
      words(
        'os',
        'vosotros',
        'vosotras',
        'vuestro',
        'vuestra',
        'vuestros',
        'vuestras',
        'estáis',
        'sois',
        'tenéis',
        'habéis',
        'podéis',
        'queréis',
        'lleváis',
        'sabéis',
      ),
    );
    expectNone(spanish, words('(?:ir|voy|vas|va|vamos|van|ve|fue|fui|iba|ibas) a por'));
    expectNone(spanish, words('le (?:sacude|obliga|conduce|empuja|abraza|ilumina)', 'les (?:sacude|obliga|conduce|empuja)'));
  });

  it('gives Latin American crisis lines beside Spain’s', () => {
    for (const line of ['024', '800 911 2000', '135', '*4141']) expect(esMessages.Crisis.body).toContain(line);
  });

  it('gives Mexico’s line for women facing violence wherever fear of a partner is answered (round 138: 911 alone)', () => {
    const care = tarotTexts.es.TemplateReading.care;
    // (With the emergency numbers beside it: es round 139, the betrayal closing left with none.)
    for (const words of [care.violence.closing, care.betrayal.closing, care.separation.afraid])
      for (const line of ['079 (opción 1)', '112', '911', '123', '131']) expect(words).toContain(line);
  });
});

describe('Italian love readings that do not assume a man', () => {
  it('say "lui" only in the article box’s own title', () => {
    for (const [path, frame] of stringsOf(tarotTexts.it.MiniLove, 'MiniLove')) {
      if (path !== 'MiniLove.title') expectNone(frame, words('lui'), path);
    }
  });
});

describe('golden samples', () => {
  const asks = {
    yesNo: { en: 'Will I get the flat in Hackney?', es: '¿Me darán el piso?', it: 'Mi daranno la casa?' },
    ex: { en: 'Will Robin come back?', es: '¿Volverá Dani?', it: 'Tornerà Sasha?' },
    painful: { en: 'Is my husband cheating on me?', es: '¿Mi marido me engaña?', it: 'Mio marito mi tradisce?' },
    other: { en: 'Does she still love me?', es: '¿Todavía me quiere?', it: 'Lei mi ama ancora?' },
    open: {
      en: 'What should I focus on this month?',
      es: '¿En qué me tengo que centrar este mes?',
      it: 'Su cosa devo concentrarmi questo mese?',
    },
    crisis: {
      en: "I'm so tired of living, is there any point?",
      es: 'Ya no puedo más, quiero morirme',
      it: 'Non ce la faccio più, ha senso andare avanti?',
    },
  } as const;
  const celtic: CardId[] = [
    'the-hermit',
    'the-tower',
    'the-empress',
    'death',
    'the-star',
    'the-chariot',
    'strength',
    'justice',
    'the-moon',
    'the-world',
  ];
  const samples: { title: string; ask: (locale: Locale) => Parameters<typeof localReading>[0] }[] = [
    { title: 'Quick insight, one card', ask: (locale) => readingAsk(['the-lovers'], 'quick-insight', languages[locale].single, locale) },
    {
      title: 'Past, present, future',
      ask: (locale) => readingAsk(['the-fool', 'the-lovers', 'the-star'], 'past-present-future', undefined, locale),
    },
    {
      title: 'Relationship, five cards',
      ask: (locale) =>
        readingAsk(
          ['the-empress', 'the-chariot', 'the-lovers', 'the-tower', 'temperance'],
          'relationship',
          languages[locale].partner,
          locale,
        ),
    },
    { title: 'Yes or no, one card', ask: (locale) => readingAsk(['the-sun'], 'yes-no', asks.yesNo[locale], locale) },
    {
      title: 'Yes or no, three cards, a dark card in the way',
      ask: (locale) => readingAsk(['the-empress', 'the-tower', 'the-star'], 'yes-no-three', asks.yesNo[locale], locale),
    },
    { title: 'Yes or no about someone else', ask: (locale) => readingAsk(['queen-of-cups'], 'yes-no', asks.other[locale], locale) },
    {
      title: 'Three yes-or-no cards asked an open question (no verdict)',
      ask: (locale) => readingAsk(['the-empress', 'the-tower', 'the-star'], 'yes-no-three', asks.open[locale], locale),
    },
    {
      title: 'Past, present, future, two cards reversed, minor arcana',
      ask: (locale) =>
        readingAsk(['three-of-cups', 'the-tower', 'king-of-swords'], 'past-present-future', undefined, locale, [true, true, false]),
    },
    { title: 'Card of the day', ask: (locale) => readingAsk(['the-hermit'], 'card-of-the-day', undefined, locale) },
    {
      title: 'What are they thinking?',
      ask: (locale) =>
        readingAsk(['the-moon', 'the-lovers', 'the-hanged-man', 'strength'], 'their-thoughts', languages[locale].partner, locale),
    },
    {
      title: 'Will they come back?',
      ask: (locale) => readingAsk(['the-tower', 'the-high-priestess', 'judgement', 'temperance'], 'come-back', asks.ex[locale], locale),
    },
    { title: 'Celtic cross', ask: (locale) => readingAsk(celtic, 'celtic-cross', undefined, locale) },
    {
      title: 'Five-card cross',
      ask: (locale) =>
        readingAsk(
          ['the-magician', 'the-sun', 'the-devil', 'temperance', 'wheel-of-fortune'],
          'five-card-cross',
          asks.yesNo[locale],
          locale,
        ),
    },
    {
      title: 'A painful question',
      ask: (locale) =>
        readingAsk(['the-empress', 'the-sun', 'the-lovers', 'the-star', 'temperance'], 'relationship', asks.painful[locale], locale),
    },
    {
      title: 'A question from someone in crisis',
      ask: (locale) => readingAsk(['death', 'the-tower', 'the-star'], 'yes-no-three', asks.crisis[locale], locale, [false, true, false]),
    },
  ];
  it.each(locales)('%s reads as in __samples__', async (locale) => {
    const text = samples
      .map((sample) => `## ${sample.title}\n\n${localReading(sample.ask(locale), tarotTexts[locale])}`)
      .concat(`## What Is He Thinking?\n\n${miniLoveReading(['the-moon', 'the-lovers', 'the-hermit', 'strength'], tarotTexts[locale])}`)
      .join('\n\n');
    await expect(`# Template readings (${locale})\n\n${text}\n`).toMatchFileSnapshot(`./__samples__/${locale}.md`);
  });
});

// Each card's words for someone facing a test, and its clue to why love keeps bringing the wrong people.
describe.each(locales)('the words for a test and the clues to a pattern in love in %s', (locale) => {
  it.each(['test', 'pattern'] as const)('gives every card its own %s words, upright and reversed, never naming the card', (key) => {
    const cards = tarotTexts[locale].Cards;
    const words = cardIds.flatMap((id) => [cards[id].stances[key], cards[id].reversed[key]]);
    expect(new Set(words).size).toBe(cardIds.length * 2);
    for (const id of cardIds)
      for (const said of [cards[id].stances[key], cards[id].reversed[key]]) {
        expect(said, id).toMatch(/^\p{Lu}.{60,300}[.]$/su);
        expect(said, id).not.toMatch(new RegExp(`(?<!\\p{L})${withoutArticle(cards[id].name)}(?!\\p{L})`, 'iu'));
      }
  });
});

describe.each(locales)('the comfort read to someone in pain in %s', (locale) => {
  // Each card's comfort for a crisis or a loss, and its words for heartbreak (betrayed, left, weighing whether to leave).
  const comforts = (id: CardId) => [tarotTexts[locale].Cards[id].care, tarotTexts[locale].Cards[id].heartbreak];

  it('gives heartbreak words of its own to every card, none said twice, none a crisis comfort', () => {
    const heartbreak = cardIds.map((id) => tarotTexts[locale].Cards[id].heartbreak);
    expect(new Set(heartbreak).size).toBe(cardIds.length);
    for (const id of cardIds) expect(tarotTexts[locale].Cards[id].heartbreak.length, id).toBeGreaterThan(60);
    for (const id of cardIds) expect(tarotTexts[locale].Cards[id].heartbreak).not.toBe(tarotTexts[locale].Cards[id].care);
  });

  // Read beside a suicidal question, no comfort may speak of the world without the visitor, or of vanishing.
  const gone = {
    en: /without you|disappear|no longer here|go away for good|end it/iu,
    es: /sin ti(?!\p{L})|desaparec|dejar de estar|acabar con todo/iu,
    it: /senza di te|sparire|scompar|farla finita/iu,
  }[locale];

  it('never speaks of the world going on without the visitor, or of disappearing', () => {
    for (const id of cardIds) for (const comfort of comforts(id)) expect(comfort, id).not.toMatch(gone);
  });

  // Nor, read beside "is there any point going on?", of stopping, giving up, letting go, or a far shore.
  const yielding = {
    en: /fine to stop|okay to stop|all right to stop|stop halfway|letting go is a|(?:don't|do not) have to (?:keep going|hold on|resist|fight)|no need to (?:resist|hold on|keep going|fight)|give up|far (?:bank|shore)|be carried/iu,
    es: /detenerse a mitad|detenerte a mitad|está bien (?:detenerte|parar|rendirte)|soltar también es|no te pide resistir|dejar de luchar|la otra orilla|orilla lejana/iu,
    it: /va bene fermar|fermarti a metà|fermarsi a metà|lasciar(?:e)? andare è|non ti chiede di resistere|smettere di lottare|l'altra riva|riva lontana/iu,
  }[locale];

  it('never tells someone who may be thinking of ending their life that stopping or letting go is fine', () => {
    for (const id of cardIds) for (const comfort of comforts(id)) expect(comfort, id).not.toMatch(yielding);
  });

  // Nor of putting affairs in order or writing something to leave (es round 91: «poner un poco de orden —una lista, un papel
  // sobre la mesa—» beside «quiero morirme»).
  const settling = {
    en: /put (?:your|things|everything) in order|affairs|a note (?:on|for)|a letter (?:to|for)|a list, a piece of paper/iu,
    es: /poner (?:un poco de )?orden|un papel sobre|una nota para|una carta para|tus asuntos/iu,
    it: /mettere (?:le cose|tutto) in ordine|un biglietto|una lettera per|le tue questioni/iu,
  }[locale];

  it('never speaks to someone who may be thinking of ending their life of putting things in order or leaving a note', () => {
    for (const id of cardIds) for (const comfort of comforts(id)) expect(comfort, id).not.toMatch(settling);
  });

  // Read beside "I want to die", no comfort invites weighing it over: company, not deliberation (round 59, en).
  const deliberating = {
    en: /think (?:it|things) through|while you think|think more clearly|settle the big questions/iu,
    es: /pensarlo con calma|pensar con más claridad/iu,
    it: /pensarci con calma|ragionarci sopra/iu,
  }[locale];

  it('never invites someone who may be thinking of ending their life to think it through', () => {
    for (const id of cardIds) for (const comfort of comforts(id)) expect(comfort, id).not.toMatch(deliberating);
  });

  // Read beside "Should I leave my husband?", no comfort may say there is nothing to decide: only that nothing must be rushed.
  const nothingToDecide = {
    en: /no decision (?:is needed|to make)|nothing to (?:decide|weigh)|deciding yet/iu,
    es: /no hay nada que decidir|no hace falta decidir|no tienes que decidir nada|sin tener que decidir/iu,
    it: /niente da decidere|senza dover decidere|nessuna decisione deve/iu,
  }[locale];

  it('never tells someone weighing a decision that there is nothing to decide', () => {
    for (const id of cardIds) for (const comfort of comforts(id)) expect(comfort, id).not.toMatch(nothingToDecide);
  });

  // Someone waiting for news (a pregnancy, a result) may hope for it or fear it: no card speaks of death, dying or the outcome.
  const dark = {
    en: /\bdeath\b|\bdying\b|\bdie\b|positive|negative|baby|pregnan/iu,
    es: /muerte|morir|positiv|negativ|beb[eé]|embaraz/iu,
    it: /morte|morire|positiv|negativ|bambin|gravidanz|incinta/iu,
  }[locale];

  it('reads each card to someone waiting for news by its text for waiting, which names no outcome', () => {
    const text = tarotTexts[locale];
    for (const id of cardIds) {
      expect(text.Cards[id].waiting, id).not.toMatch(gone);
      expect(text.Cards[id].waiting, id).not.toMatch(dark);
    }
    const waiting = { en: 'Am I pregnant?', es: '¿Estoy embarazada?', it: 'Sono incinta?' }[locale];
    const choice = { en: 'Should I have a baby with him?', es: '¿Debería tener un hijo con él?', it: 'Dovrei fare un figlio con lui?' }[
      locale
    ];
    const cards: CardId[] = ['the-star', 'four-of-swords', 'eight-of-wands'];
    const asked = (question: string) => cardParagraphs({ cards, type: 'past-present-future', question, locale }, text);
    expect(asked(waiting)).toEqual(cards.map((id) => text.Cards[id].waiting));
    expect(asked(choice)).toEqual(cards.map((id) => text.Cards[id].care));
  });
});

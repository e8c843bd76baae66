import { cardLean, type Lean } from './arcana';
import { localeSettings } from './locale-settings';
import { isYesNo, meaningThemeFor, type ReadingType } from './spreads';
import { miniLoveSlots, type MiniLoveCards } from './mini-love';
import { cleanQuestion, readingSlots, readingTheme, type Reading } from './reading';
import { kindText } from './reader/card-texts';
import { givesVerdict } from './reader/verdict';
import { personGender } from './reader/question';
import { inLove } from './reader/template';
import type { Concern } from './safety/concern';
import { forPerson, type TarotText } from './text';
import type { Locale } from '../i18n/routing';

const RULES = [
  'Rules:',
  '- Do not use asterisks or any other Markdown formatting; plain text only.',
  '- Speak to the visitor as "you". Be warm, honest and hopeful, never fatalistic or frightening.',
  '- Make no medical, legal or financial promises.',
];

function languageLine(locale: Locale): string[] {
  const language = localeSettings[locale].promptLanguage;
  return language ? [`- Write the entire reading in ${language}, with the section headings exactly as given above.`] : [];
}

/** What a spread asks of the reader beyond the card-by-card reading. */
const spreadBriefs: Partial<Record<ReadingType, string>> = {
  'yes-no':
    "This is a yes-or-no reading. Open the overview with a clear answer (Yes, No or Not yet, or It depends for a card that leans neither way), following the card's traditional lean given below, then say why.",
  'yes-no-three':
    'This is a yes-or-no reading with three cards. Open the overview with a clear answer (Yes, No or Not yet, or It depends): the outcome card decides by its traditional lean given below; when it leans neither way, the card for where things stand tips it (both neither way: It depends); a dark card in the way makes a yes conditional.',
  'card-of-the-day':
    "This is the visitor's card of the day: a short reading for today only, what to notice and one small, practical suggestion for the day.",
  'their-thoughts':
    "The reading is about someone on the visitor's mind: speak of that person without assuming their gender (they/them, or neutral words in the reading's language), and never claim to know another person's mind for certain.",
  'come-back':
    "The visitor asks whether a former partner will come back. Be kind and honest: make no promise that they will return, respect the other person's freedom, never suggest pressure or chasing, and if the cards point to letting go, say so gently.",
  'celtic-cross':
    'This is the Celtic cross: read the cross (the heart of the matter and what crosses it, the root, the recent past, what could be, the near future) and then the staff (you, those around you, hopes and fears, the outcome), and tie them together in the guidance.',
  'five-card-cross':
    'This is the five-card cross: the situation in the centre, what is in favour and what is against on either side, the advice above and the outcome below.',
};

/** What the model must never do with a question about a crisis or a wound, and what it says instead. */
const concernBriefs = {
  crisis:
    'The visitor may be at risk of suicide or self-harm. Do not interpret the cards as predictions at all: no yes or no, nothing about endings, death, the future or being alone. Open by acknowledging what they wrote, urge them gently to reach out to someone today or to a crisis line (112 or their local emergency number), and offer each card only as something comforting to hold on to.',
  violence:
    'The visitor may be facing violence or fear at home. Give no yes or no and no judgement of anyone; say that it is not their fault and that they deserve to be safe; read each card only as support for them; name the emergency number and a domestic-violence helpline.',
  grief:
    'The visitor is grieving. Give no yes or no and no prediction; do not read any card as an ending or a death; read each card as comfort and support; suggest leaning on others and a bereavement service.',
  'illness-loved':
    "Someone the visitor loves is ill. Never predict how the illness will go (no recovery, no decline, no prognosis: that is for the doctors); give no yes or no; do not read any card as the visitor's own health; speak to how the visitor is coping and where they can find support.",
  'illness-self':
    'The visitor asks about their own illness. Never predict how it will go and give no yes or no; do not give medical advice beyond seeing their doctor; read each card as support while they look after themselves.',
  pregnancy:
    'The visitor asks about a pregnancy or a health result. Give no yes or no and no guess: only a test or a doctor can answer. Read each card as care for them, whatever they hope for.',
  'health-result':
    'The visitor is waiting for a medical result. Give no yes or no and no guess about the result; read each card as support while they wait, and suggest asking their doctor.',
  betrayal:
    "The visitor fears or has suffered a partner's betrayal. Do not say whether anyone did or does anything, give no yes or no, and never suggest the visitor is to blame; read each card as support for what they need now, and mention a helpline if they ever feel unsafe.",
  separation:
    'The visitor is weighing whether to leave a partner. That is theirs to decide: give no yes or no and no advice to stay or go; read the first cards as where they stand, what they hope for and fear, and what they need either way, none of them as pointing to staying or leaving; suggest talking to someone they trust or a counsellor; name a domestic-abuse helpline only if the question says they are afraid of their partner.',
  leaving:
    'A partner has left the visitor. Promise no return and give no yes or no; do not blame the visitor; read each card as support for them while this settles.',
} as const satisfies Record<Concern, string>;

const leanWords = { yes: 'leans yes', no: 'leans no or not yet', unclear: 'leans neither way' } as const satisfies Record<Lean, string>;

/** The longest reading asked: ten cards take more room than three. */
const wordLimit = (cards: number) => (cards > 5 ? 500 : 300);

/** The prompt for the written reading, in English with the visitor's own card texts. */
export function buildReadingPrompt(reading: Reading, text: TarotText): string {
  const question = cleanQuestion(reading.question);
  // The person asked about as the question says: he, she, or they.
  const gender = personGender(question);
  const slots = readingSlots(reading, text);
  const type = text.ReadingTypes[reading.type];
  const verdict = givesVerdict(reading);
  // A yes-or-no spread asked an open question, or a question that hurts, is read without a verdict.
  const brief = isYesNo(reading.type) && !verdict ? undefined : spreadBriefs[reading.type];
  // The model is given the card meanings of the spread's own subject (work and travel spreads always).
  const theme = reading.concern ? 'GENERAL' : meaningThemeFor(reading.type, readingTheme(reading));
  const headings = [
    reading.concern ? text.TemplateReading.careHeading : text.TemplateReading.overviewHeading,
    ...slots.map((slot) => `${slot.position.emoji} ${slot.positionLabel}`),
    text.TemplateReading.guidanceHeading,
  ];
  return [
    'You are a warm, insightful tarot reader writing a personal reading for a visitor of a tarot website.',
    question
      ? `The visitor's question: "${question}"`
      : 'This is a general reading: the visitor asked no question, so speak to their situation as a whole.',
    `Theme of the question: ${text.Themes[reading.theme]}.`,
    `Spread: ${type.label} (${slots.length === 1 ? 'one card' : `${slots.length} cards`}).`,
    ...(brief ? [brief] : []),
    ...(reading.concern ? [concernBriefs[reading.concern]] : []),
    ...(!reading.concern && !verdict && question
      ? [
          'Give no yes-or-no verdict unless the question asks for one, and never for a question that asks what, how, why or whether the visitor should do something.',
        ]
      : []),
    '',
    'The cards, in the order they were drawn:',
    ...slots.map((slot, index) => {
      const notes = [...(slot.reversed ? ['reversed'] : []), ...(verdict ? [leanWords[cardLean(slot.card, slot.reversed)]] : [])];
      const own = forPerson(
        inLove(reading, kindText(text, slot, slot.position.kind, theme, { single: reading.single, asked: Boolean(question) })),
        gender,
      );
      return `${index + 1}. ${slot.positionLabel}: ${slot.name}${notes.length ? ` (${notes.join(', ')})` : ''}. ${own}`;
    }),
    ...(slots.some((slot) => slot.reversed)
      ? [
          'A card marked reversed was drawn upside down: read it by its reversed meaning given here (its energy blocked, turned inward or, for a dark card, easing), say that it is reversed, and do not read it as upright.',
        ]
      : []),
    '',
    'Write the reading in these sections, each beginning with its heading alone on a line, exactly as written here:',
    ...headings,
    'Under each card heading, interpret that card in its position and in the light of the question; in the last section, give practical, encouraging guidance.',
    '',
    ...RULES,
    `- Keep the whole reading under ${wordLimit(slots.length)} words.`,
    ...languageLine(reading.locale),
  ].join('\n');
}

/** The prompt of the 'What Is He Thinking?' mini reading: one combined interpretation. */
export function buildMiniLovePrompt(cards: MiniLoveCards, locale: Locale, text: TarotText): string {
  const slots = miniLoveSlots(cards, text);
  const language = localeSettings[locale].promptLanguage;
  return [
    'You are a warm, insightful tarot reader. A visitor wants to know what the man they are interested in is thinking about them.',
    'Four cards were drawn, one for each position:',
    ...slots.map((slot, index) => `${index + 1}. ${slot.positionLabel}: ${slot.name}. ${slot.text}`),
    '',
    'Write one combined interpretation that weaves the four cards together.',
    'Rules:',
    '- At most 150 words, in one or two paragraphs.',
    `- Begin with exactly "${text.MiniLove.opening}"`,
    '- End on a hopeful note.',
    '- Do not use asterisks or any other Markdown formatting; plain text only.',
    ...(language ? [`- Write it entirely in ${language}.`] : []),
  ].join('\n');
}

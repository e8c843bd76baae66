import { localeSettings } from './locale-settings';
import { miniLoveSlots, type MiniLoveCards } from './mini-love';
import { cleanQuestion, readingSlots, type Reading } from './reading';
import type { TarotText } from './text';
import type { Locale } from '../i18n/routing';

const RULES = [
  'Rules:',
  '- Keep the whole reading under 300 words.',
  '- Do not use asterisks or any other Markdown formatting; plain text only.',
  '- Speak to the visitor as "you". Be warm, honest and hopeful, never fatalistic or frightening.',
  '- Make no medical, legal or financial promises.',
];

function languageLine(locale: Locale): string[] {
  const language = localeSettings[locale].promptLanguage;
  return language ? [`- Write the entire reading in ${language}, with the section headings exactly as given above.`] : [];
}

/** The prompt for the written reading, in English with the visitor's own card texts. */
export function buildReadingPrompt(reading: Reading, text: TarotText): string {
  const question = cleanQuestion(reading.question);
  const slots = readingSlots(reading, text);
  const type = text.ReadingTypes[reading.type];
  const headings = [
    text.TemplateReading.overviewHeading,
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
    '',
    'The cards, in the order they were drawn:',
    ...slots.map((slot, index) => `${index + 1}. ${slot.positionLabel}: ${slot.name}. ${slot.meaning}`),
    '',
    'Write the reading in these sections, each beginning with its heading alone on a line, exactly as written here:',
    ...headings,
    'Under each card heading, interpret that card in its position and in the light of the question; in the last section, give practical, encouraging guidance.',
    '',
    ...RULES,
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

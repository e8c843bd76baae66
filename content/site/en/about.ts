import type { Block } from '../../../lib/blocks';

/** The About page: what Cosmic Tarot is, how its readings are written and the spirit in which it is offered. */
export const about: Block[] = [
  {
    type: 'p',
    text: 'Cosmic Tarot is a free tarot site in English, Spanish and Italian. There is nothing to sign up for and nothing to buy: no accounts, no subscriptions, no adverts. You open a page, ask your question if you have one, choose your cards and read. Nobody will ask for money, an email address or your name.',
  },

  { type: 'h2', text: 'How a reading works' },
  {
    type: 'p',
    text: 'Readings use the 22 major arcana, from the Fool (0) to the World (XXI), unless you choose the full deck of 78 before you begin; you can also let cards come up reversed. If you type a question, the site works out what it is mainly about, such as love, work, money, health, family, a decision or a journey, and reads the cards in that light. You pick your cards from a fan, and each one comes with its meaning for your theme and its place in the spread. Then comes a written reading: an overview, a paragraph per card and some guidance.',
  },
  {
    type: 'p',
    text: 'The home page offers a single card for a quick insight and three cards for past, present and future. The pages on love, the day ahead, career and travel have spreads of their own, from one card to five.',
  },

  { type: 'h2', text: 'Who writes the reading' },
  {
    type: 'p',
    text: "If the people running the site have set up Google's Gemini, the written reading comes from there: the server sends Gemini your question, its theme, the cards, their positions and their traditional meanings, and Gemini replies in under 300 words. If Gemini is not set up, fails, is too slow, or the site's hourly allowance of AI requests has run out, the site's own reader writes it instead, in your language, from each card's traditional meanings. The page always tells you which, with “Interpreted by our AI reader” or “Interpreted from the cards' traditional meanings”.",
  },

  { type: 'h2', text: 'The spirit of the site' },
  {
    type: 'p',
    text: 'We treat tarot as a mirror, not a crystal ball: images that help you think a question through. A reading can open a new angle on a situation, but it cannot replace a doctor, a lawyer, a financial adviser or a therapist, and the choices that follow are always yours.',
  },
  {
    type: 'p',
    text: "The card illustrations are the site's own, drawn for Cosmic Tarot rather than borrowed from a published deck, and everything is served by the site itself: no cookies, no analytics, no third-party scripts, fonts or images. The blog holds our articles and any you write yourself, which stay in your browser. The privacy page explains exactly what travels and what does not.",
  },
];

import type { FaqItem } from '../../lib/blocks';

/** The frequently asked questions: ten short, honest answers about the readings, the AI, privacy and the blog. */
export const faq: FaqItem[] = [
  {
    id: 'is-it-free',
    question: 'Is the reading really free?',
    answer: [
      'Yes. Every reading on this site is free, with no hidden fees, no premium tier and no credit card. There are no accounts either, so you never need to sign up or give us an email address: readings are anonymous.',
      'You can come back whenever you like and read in English, Spanish or Italian.',
    ],
  },
  {
    id: 'how-does-the-ai-work',
    question: 'How does the AI reading work?',
    answer: [
      "After you pick your cards from the fan, the site sends Google's Gemini AI a prompt containing your question, its theme, the cards you drew, the position of each card in the spread and their traditional meanings.",
      'Gemini then writes a personal reading of under 300 words, with an overview, a paragraph for each card and some practical guidance. You also see a card-by-card interpretation, so you can always compare the AI reading with the traditional meanings.',
    ],
  },
  {
    id: 'ai-unavailable',
    question: 'What happens if the AI is unavailable?',
    answer: [
      "You still get a complete reading. If the AI is not configured, does not answer in time or fails for any other reason, the site writes the reading itself from each card's traditional meanings, with the same structure of overview, cards and guidance.",
      'This traditional reading is less tailored to your words, but it is faithful to what the cards have meant to readers for generations.',
    ],
  },
  {
    id: 'is-my-question-private',
    question: 'Is my question private?',
    answer: [
      'Your question is kept only in your own browser tab. It is sent to the AI only to write that reading, and it is never stored on our server or shown in a web address, so it cannot end up in a link you share or in your browsing history.',
      'Even so, we suggest leaving out full names and other details that could identify you or anyone else.',
    ],
  },
  {
    id: 'how-many-cards',
    question: 'How many cards are in a tarot deck?',
    answer: [
      'A full tarot deck has 78 cards: 22 Major Arcana and 56 Minor Arcana. The minor arcana are divided into four suits of 14 cards each, namely Wands, Cups, Swords and Pentacles, each with ten numbered cards and four court cards.',
      'The readings on this site draw from the 22 major arcana unless you choose otherwise: before any reading you can pick the full deck of 78 and let cards come up reversed.',
    ],
  },
  {
    id: 'why-only-major-arcana',
    question: 'Why the major arcana by default?',
    answer: [
      'The 22 major arcana describe the great themes of a life, such as love, change, courage, loss and renewal. In a short spread of one to five cards, they give every position a clear and meaningful voice, and they are easier to get to know if you are new to tarot.',
      'The minor arcana add everyday detail, which shines in larger spreads such as the 10-card Celtic Cross. To read with them, choose the full deck before you begin; our card library explains all 78 cards, upright and reversed.',
    ],
  },
  {
    id: 'can-tarot-predict-the-future',
    question: 'Can tarot predict the future?',
    answer: [
      'We do not believe tarot reveals a fixed future. A reading reflects the energies and tendencies around your question and shows where things may lead if nothing changes, but your choices remain your own.',
      'Think of the cards as a mirror and a prompt for reflection rather than a prophecy. And please never use a reading in place of medical, legal, financial or mental-health advice.',
    ],
  },
  {
    id: 'how-often',
    question: 'How often should I do a reading?',
    answer: [
      'A single card each day, such as the daily energy reading, is a gentle habit that many people enjoy. For a specific question, one reading is usually enough: give its message time to settle before you ask again.',
      'If you notice yourself drawing again and again on the same question in search of a different answer, it is a good moment to pause and come back another day.',
    ],
  },
  {
    id: 'which-reading',
    question: 'Which reading should I choose?',
    answer: [
      'For a quick answer, choose the quick insight, or the daily energy reading for the day ahead. Past, present and future shows how a situation is unfolding. For love, try the relationship reading with its five positions or the is this the right person reading.',
      'For work there are the career path and work environment readings, and for travel the destination and journey readings. Morning and evening gives you two cards to frame your day.',
    ],
  },
  {
    id: 'how-does-the-blog-work',
    question: 'Can I write for the blog, and how does it work?',
    answer: [
      'The blog offers articles about the cards, spreads and the practice of tarot. You can also write your own articles directly on the site, without an account.',
      'The articles you create are stored only in your own browser, on your device. They are not sent to our server or published for other visitors, so they will not appear on another device and will be lost if you clear your browser data. Keep a copy of anything you want to keep.',
    ],
  },
];

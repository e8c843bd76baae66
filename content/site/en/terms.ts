import type { Block } from '../../../lib/blocks';

/** The Terms of use page: a plain-language disclaimer, crisis resources and the visitor's own blog articles. */
export const terms: Block[] = [
  { type: 'h2', text: 'What the readings are for' },
  {
    type: 'p',
    text: 'Cosmic Tarot is here for reflection and entertainment. The cards offer images and ideas to think with, not certain predictions: no reading can tell you for sure what will happen, or what someone else is thinking or feeling.',
  },
  {
    type: 'p',
    text: 'A reading is not medical, legal, financial or psychological advice, and it is no substitute for it. For your health, talk to a doctor; for legal questions, a lawyer; for money, a qualified adviser you trust; for your emotional wellbeing, a psychologist, counsellor or therapist. Important decisions are yours to make, and they deserve all the facts, not just a card.',
  },
  {
    type: 'p',
    text: "Written readings are produced automatically, either by Google's Gemini or by the site's own reader working from each card's traditional meanings. They can be off the mark or say things that simply do not fit your situation. Take what is useful and leave the rest.",
  },

  { type: 'h2', text: 'No guarantees' },
  {
    type: 'p',
    text: 'We offer the site as it is. We do our best to keep it running and its content accurate, but we cannot promise that it will always be available, free of errors, or that a reading will match what later happens in your life.',
  },

  { type: 'h2', text: 'If you are going through something serious' },
  {
    type: 'p',
    text: 'Tarot is not the right tool when you feel unsafe or are thinking about harming yourself. Please reach out to someone now:',
  },
  {
    type: 'ul',
    items: [
      'United States: call 911 in an emergency, or call or text 988 (Suicide & Crisis Lifeline).',
      'Spain: call 112 in an emergency, or 024, the free line for people with suicidal thoughts, open 24 hours a day.',
      'Italy: call 112 in an emergency, or Telefono Amico Italia on 02 2327 2327.',
      'Anywhere else: call your local emergency number (112 across Europe).',
    ],
  },

  { type: 'h2', text: 'A free service' },
  {
    type: 'p',
    text: 'Readings are free and will stay that way: the site never asks for payment, a subscription or a phone call. To keep it available to everyone, there is a limit on how many readings can be asked for per minute. If you reach it, just wait a moment and try again.',
  },

  { type: 'h2', text: 'Your own blog articles' },
  {
    type: 'p',
    text: "Articles you write in the blog, or publish with your own automation tools, are yours. They stay in your browser, on your device: the site does not receive them, show them to other visitors or use them in any way. For the same reason you will not see them on another device, and clearing your browser's data deletes them, so keep a copy of anything you care about.",
  },
  {
    type: 'p',
    text: 'The articles that come with the blog, such as the guides to love readings and to The Tower, are written by the site and cannot be edited or deleted from your browser.',
  },
];

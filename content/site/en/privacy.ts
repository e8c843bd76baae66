import type { Block } from '../../../lib/blocks';

/** The Privacy page: what stays in the visitor's browser, what reaches the server and Gemini, and what is never kept. */
export const privacy: Block[] = [
  { type: 'h2', text: 'In short' },
  {
    type: 'ul',
    items: [
      'There are no accounts, no sign-up and no payments: every reading is anonymous.',
      'The site sets no cookies for its visitors and uses no analytics, trackers or adverts. Its one cookie is for blog editors who sign in with the server’s publish key (see “Signing in to publish”).',
      'Nothing is loaded from anyone else: no third-party scripts, fonts or images. Everything comes from the site itself.',
      'Your question never appears in a web address, and the server does not keep it.',
    ],
  },

  { type: 'h2', text: 'What stays in your browser' },
  {
    type: 'p',
    text: 'A few things are saved in your browser, on your own device, so that the site works smoothly. They stay there: the server never receives them.',
  },
  {
    type: 'ul',
    items: [
      "“tarot.reading”, in sessionStorage: the full reading you are looking at, meaning its cards, spread type and question, and the finished written reading with its source (our AI reader or the cards' traditional meanings). It is there so that reloading the page does not ask for the reading again. It belongs to that one tab and disappears when you close it.",
      "“tarot.table”, in sessionStorage: the last reading laid out on a reading page (its cards, spread type, question and written reading), so that when you open a card's page and come back with your browser's back button, the same reading is still there. It belongs to that one tab and disappears when you close it.",
      '“blogArticles”, in localStorage: the blog articles you have written yourself, whether in the blog editor or published by your own automation tools.',
      '“blogArticles.backup”, in localStorage: a copy of your “blogArticles” value, made only if that value cannot be read, before anything is written over it.',
      '“blogArticles.moved”, in localStorage: where an article you edited used to live, its old address and its new one, so the old address leads to the new.',
      '“blogDraft”, in localStorage: the article you are writing or editing in the blog editor, kept as you type so a reload or a crash loses nothing; removed when you save or discard it. “blogDraft.backup” holds an unreadable draft value, copied before anything is written over it.',
      '“blogApiKey”, in localStorage: the key of your personal publish address (/api/blog/publish?apiKey=…), which your automation tools use to publish or delete articles in this browser.',
      "“tarot.journal”, in localStorage: the readings kept on your My readings page. For each one: the date, the language, the spread type, the cards, your question if you asked one, the written reading and who wrote it (our AI reader or the cards' traditional meanings).",
      '“tarot.journal.backup”, in localStorage: a copy of your “tarot.journal” value, made only if that value cannot be read, before anything is written over it.',
      '“tarot.journal.keep”, in localStorage: set to “off” when you switch off keeping readings on the My readings page, and removed when you switch it back on.',
      '“tarot.day”, in localStorage: your card of the day, the date you drew it and the day’s written reading in each language you read it in, so that the same card is there when you come back the same day. A card from an earlier day is replaced when you draw the next one.',
      '“tarot.day.unreadable”, in localStorage: a copy of your “tarot.day” value, made only if that value cannot be read, before a new card of the day is written over it.',
      '“tarot.deck”, in localStorage: the deck you read with (the major arcana or the full deck) and whether cards may come up reversed, saved when you change either, so your next reading starts the same way.',
      '“tarot.deck.unreadable”, in localStorage: a copy of your “tarot.deck” value, made only if that value cannot be read, before your new choice is written over it.',
    ],
  },
  {
    type: 'p',
    text: 'Your blog articles never leave your browser, and the server never sees them. That also means they do not follow you to another device.',
  },

  { type: 'h2', text: 'My readings' },
  {
    type: 'p',
    text: 'When a written reading finishes, the site keeps it in your browser so that you can read it again on the My readings page: its date, spread, cards, your question and the reading itself. It stays on this device. The server never receives it, and it leaves your browser only if you export it to a file yourself. On that page you can switch keeping off (then nothing new is written), delete one reading or all of them, and import a file you exported earlier.',
  },

  { type: 'h2', text: 'Sharing a reading' },
  {
    type: 'p',
    text: 'The Share button makes a link to a page that shows your spread to whoever opens it: the cards, their positions, the spread type and the language, and nothing else. Your question is never part of the link, and neither is your written reading: the shared page reads the cards from their traditional meanings, the same words for everyone who opens it. Its preview image, the picture a messaging app shows beside the link, is drawn by the server from the cards alone. Nothing is shared until you press the button.',
  },

  { type: 'h2', text: 'What reaches the server' },
  {
    type: 'p',
    text: 'The server hears from you only when you ask for a written reading, including the small “What Is He Thinking?” reading in our article on love. At that moment your browser sends /api/reading your question (if you wrote one), the cards, the spread type and the language. The server writes the reading and keeps nothing afterwards: your question, your cards and your reading are not written to any log or database.',
  },
  {
    type: 'p',
    text: "To stop anyone flooding the site, there is a limit on how many readings can be asked for per minute from each network address. That count is kept only briefly, in the server's memory or in the Redis store of the people running the site, and it is never stored alongside your question.",
  },

  { type: 'h2', text: 'Signing in to publish' },
  {
    type: 'p',
    text: 'Only the people who run the site, or those they give the server’s publish key, sign in on the blog settings page to publish articles for every visitor. Signing in sets one cookie, “blogSession”: a signed token that holds an expiry time and a random number, never the key. Your browser sends it only to this site and only from its own pages, the page’s scripts cannot read it, and it ends after 12 hours, when you sign out or when the key changes. Visitors who do not sign in never get it.',
  },

  { type: 'h2', text: 'When Gemini is involved' },
  {
    type: 'p',
    text: "If the people running the site have set up Google's Gemini, the server passes it your question, its theme, the cards, their positions and their traditional meanings, so that Gemini can write the reading. Google handles that content under its Gemini API terms. If Gemini is not set up, nothing is sent to anyone else, and if it fails or is too slow, the site's own reader takes over. Either way, the page tells you who wrote your reading.",
  },
  {
    type: 'p',
    text: 'A practical tip: leave full names and other identifying details out of your question. The cards do not need them.',
  },

  { type: 'h2', text: 'Links and history' },
  {
    type: 'p',
    text: 'A full reading has its own web address, but that address holds only the cards and the spread type. Your question is never part of it, so it cannot turn up in a link you share or in your browsing history.',
  },
  {
    type: 'p',
    text: 'If a question suggests that someone may be in crisis, the site shows a notice with help lines. That check happens in your browser, not on the server.',
  },

  { type: 'h2', text: 'Clearing everything' },
  {
    type: 'p',
    text: "Closing the tab removes “tarot.reading” and “tarot.table”. To remove the rest, clear this site's data in your browser's settings (usually under privacy, cookies or site data). Bear in mind that this also deletes your own blog articles and your kept readings, so keep a copy of any you want to hold on to (My readings can export them to a file).",
  },
];

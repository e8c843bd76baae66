import type { Block } from '../../../lib/blocks';

/** The body of the page 'AI vs. Traditional Tarot': how each kind of reading works, a fair comparison, privacy and when to choose which. */
export const aiVsTraditional: Block[] = [
  { type: 'h2', text: 'How a human reader works' },
  {
    type: 'p',
    text: 'A traditional reading begins long before the first card is turned. A good reader watches how you sit down, listens to the way you phrase your question and notices what you hesitate to say. While shuffling, they may ask you what has brought you here, and your answer shapes the spread they choose. Then, card by card, they weave the meanings they have studied for years into a story that fits the person in front of them.',
  },
  {
    type: 'p',
    text: 'Four things make this kind of reading special. The first is intuition: an experienced reader lets an image, a colour or a detail of the card suggest a meaning that no book would list. The second is dialogue: you can interrupt, disagree, ask what a card means for your sister rather than for you, and the reading changes direction. The third is presence: there is comfort in being listened to by someone who is fully attentive to you for an hour. The fourth is tradition: a reader carries the symbolism of the Marseille and Rider-Waite-Smith decks, the associations with astrology and numerology, and the accumulated experience of every reading they have given before.',
  },
  {
    type: 'quote',
    text: 'A human reader reads you as much as the cards. An AI reads the cards, and trusts you to read yourself.',
  },
  { type: 'h2', text: 'How an AI reading works on this site' },
  {
    type: 'p',
    text: "When you pick your cards from the fan, the site already knows several things: which cards you drew, from the major arcana or the full deck, the position each one occupies in your spread, the theme of your question (love, career, family, travel or simply your situation in general, for example) and the traditional meaning of every card in its position. Together with your question, if you typed one, all of this goes into a carefully written prompt for Google's Gemini AI.",
  },
  {
    type: 'p',
    text: 'The prompt asks Gemini to write a warm and honest personal reading under 300 words, with a short overview, a paragraph for each card in its position and some practical guidance at the end. It also asks the AI to stay hopeful rather than fatalistic and to make no medical, legal or financial promises. Alongside the written reading you always see the card-by-card interpretation, so you can compare what the AI wrote with the traditional meanings it started from.',
  },
  {
    type: 'p',
    text: "If the AI is unavailable, because it is busy, slow or not configured, you are not left with an error message. The site writes the reading itself from each card's traditional meanings, following the same structure. It is less personal, but it is complete, and it is faithful to the tradition.",
  },
  { type: 'h2', text: 'Strengths and weaknesses, side by side' },
  {
    type: 'p',
    text: 'Neither approach is better in every way. They are different tools, and it helps to be clear about what each does well.',
  },
  {
    type: 'ul',
    items: [
      'Availability: an AI reading is there at three in the morning, in seconds, and free of charge here; a human reader needs an appointment and usually a fee.',
      'Listening: a human reader can ask follow-up questions and respond to your tone of voice; an AI reading on this site works from what you typed and the cards you drew, and cannot ask you anything in return.',
      'Consistency: the AI starts from the same traditional meanings every time and tends to stay balanced; a human reader may be brilliant one day and tired the next, and brings personal biases along with personal insight.',
      'Depth: a skilled human reader can connect your cards to the whole story of your life, while an AI reading stays close to the question and the spread you chose.',
      'Intuition: a human reader can follow a hunch that turns out to matter; an AI produces fluent, thoughtful text, but it has no hunches and no lived experience of its own.',
      'Pressure: reading alone on a screen, you can stop, reread or close the page whenever you like, with nobody waiting for your reaction.',
    ],
  },
  {
    type: 'p',
    text: 'It is also worth remembering that an AI can sound very confident. Fluent sentences are not the same as wisdom, so read an AI interpretation as you would read advice from a well-read friend: with interest, and with your own judgement switched on.',
  },
  { type: 'h2', text: 'Privacy' },
  {
    type: 'p',
    text: 'With a human reader, privacy depends on the person in the room. On this site, it is built into the way readings work. There are no accounts and readings are anonymous. The question you type is kept only in your own browser tab and is sent to the AI only to write that reading; it is never stored on our server and never appears in a web address you might share or bookmark. Even so, a good rule for any online service is to leave out names, addresses and other details that could identify you or someone else.',
  },
  { type: 'h2', text: 'When to choose which' },
  {
    type: 'p',
    text: 'Choose an AI reading when you want a quick, private moment of reflection: a card for the day, a first look at a decision, or a question you are not ready to say out loud to another person. Choose a traditional human reader when the question is large and tangled, when you want to talk rather than read, or when you value the experience of sitting with someone who has spent years with the cards. And choose neither when what you really need is a doctor, a lawyer, a financial adviser or a mental-health professional; tarot can accompany those conversations, but it cannot replace them.',
  },
  { type: 'h2', text: 'How to combine them' },
  {
    type: 'p',
    text: 'Many people find that the two approaches complement each other. You might use the daily energy reading here as a morning habit, keep notes in a journal, and bring those notes to a human reader a few times a year for a longer conversation. You might also use an AI reading to prepare your question before an appointment, noticing which cards and themes keep returning, so that your time with the reader goes straight to what matters.',
  },
  {
    type: 'p',
    text: 'Whichever you choose, the most important reader in the room is you. The cards offer images, the AI and the human reader offer words, but only you can decide which of those words are true for your life.',
  },
];

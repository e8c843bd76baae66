import type { Block } from '../../../lib/blocks';

/** The body of the page 'Why You Should Do Tarot': what tarot is, its benefits, its limits and how to begin. */
export const whyTarot: Block[] = [
  { type: 'h2', text: 'What tarot is, and what it is not' },
  {
    type: 'p',
    text: 'Tarot is a deck of illustrated cards, each carrying a cluster of meanings that readers have refined over several centuries. When you draw a card and look at it in the light of a question, its images and symbols give you something to think with. A card about endings makes you notice what you are ready to let go of; a card about courage makes you ask where you are holding back. The cards do not speak for you, but they help you speak to yourself.',
  },
  {
    type: 'p',
    text: 'That is why we like to describe tarot as a mirror and a prompt for reflection rather than a verdict. A reading does not fix your fate, reveal a future that is already written, or decide anything on your behalf. It shows you a picture, invites you to recognise parts of your own life in it, and leaves the choices where they belong: with you. If a card seems to say something you do not like, it is an invitation to look more closely, not a sentence you have to serve.',
  },
  {
    type: 'quote',
    text: 'The cards do not tell you who you are. They ask you, in pictures, who you would like to become.',
  },
  { type: 'h2', text: 'What a reading can give you' },
  {
    type: 'p',
    text: 'People come to tarot for many reasons: curiosity, a difficult week, a decision that keeps them awake at night, or simply the pleasure of a beautiful old tradition. Whatever brings you here, these are the benefits that readers mention again and again.',
  },
  {
    type: 'ul',
    items: [
      'Self-reflection: a card gives your thoughts a starting point, so you can look at your situation from an angle you would not have chosen on your own.',
      'Clarity before decisions: laying out the past, the present and what may come next helps you separate what you fear from what you actually know.',
      'A language for feelings: the archetypes of the major arcana, such as The Tower, The Star or The Hermit, put names to experiences that are hard to describe, like sudden upheaval, quiet hope or the need to withdraw.',
      'A ritual of pause: shuffling, choosing and reading takes a few unhurried minutes, a small break from notifications in which your attention comes back to you.',
      'Creativity: writers, artists and designers use the cards to unlock stories, characters and ideas, because every image suggests a scene and every spread suggests a plot.',
    ],
  },
  {
    type: 'p',
    text: 'None of these benefits depends on believing that the cards have supernatural powers. Whether you see tarot as a spiritual practice, a psychological tool or a form of storytelling, the value comes from the attention you bring to it.',
  },
  { type: 'h2', text: 'How to get real value from a reading' },
  {
    type: 'p',
    text: 'A reading is only as useful as the conversation it starts. A few simple habits make the difference between a pleasant five minutes and an insight you still remember a month later.',
  },
  {
    type: 'ol',
    items: [
      "Ask an open question. 'Will he call me?' leaves the cards little room; 'What do I need to understand about this relationship?' gives them a whole landscape to work with. Questions that begin with what or how tend to work best.",
      'Stay with your first reaction. Before you read the interpretation, notice what the picture stirs in you. That first flicker of recognition or resistance is often the most honest part of the reading.',
      'Write it down. Keep a journal with the date, your question, the cards you drew and a few lines about what they meant to you. Patterns appear over weeks that you would never see in a single reading.',
      'Revisit it later. Read your notes again after the event you were worried about, or at the end of the month. You will learn how you tend to interpret things, and your future readings will become richer.',
      'Act on something small. Choose one concrete step the reading suggests, such as a conversation, a rest or a first draft, and do it. Reflection becomes valuable when it changes how you live a little.',
    ],
  },
  { type: 'h2', text: 'Limits and responsibility' },
  {
    type: 'p',
    text: 'We take tarot seriously enough to be honest about what it cannot do. A reading is not a substitute for medical, legal, financial or mental-health help. If you are unwell, facing a legal problem, making a large financial commitment or going through a period of distress, please speak to a qualified professional or to someone you trust. The cards can accompany that process as a space for reflection, but they should never replace it.',
  },
  {
    type: 'p',
    text: 'It is also wise to notice how you use tarot. If you find yourself drawing card after card on the same question, hoping for a different answer, the cards are probably not the problem: the uncertainty is. In that moment the kindest thing you can do is close the reading, take a breath and come back another day. Tarot works best as a companion to your judgement, not as a replacement for it.',
  },
  { type: 'h2', text: 'How to begin on this site' },
  {
    type: 'p',
    text: 'Everything here is free and anonymous: there are no accounts to create and nothing to pay. Our interactive readings use the 22 cards of the major arcana, the part of the deck that speaks about the great themes of a life, unless you choose the full deck of 78, and cards are read upright unless you let them come up reversed.',
  },
  {
    type: 'ul',
    items: [
      'Choose a reading that fits your moment. A quick insight or a daily energy reading uses a single card; past, present and future uses three; there are also readings for relationships, careers, work environments and journeys.',
      'Type your question if you wish. It stays in your own browser tab and is sent to the AI only to write that reading; it is never stored on our server or shown in a web address.',
      'Pick your cards from the fan, trusting your hand rather than your head.',
      "Read the card-by-card interpretation and the written reading by Google's Gemini AI. If the AI is unavailable, the site writes the reading for you from each card's traditional meanings, so you always receive a complete answer.",
    ],
  },
  {
    type: 'p',
    text: 'Then take a moment with what you have read. Notice which line stayed with you, write it down if you like, and carry it into your day. That quiet moment of recognition is the reason to do tarot at all.',
  },
];

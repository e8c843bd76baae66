import type { Section } from '../../../lib/blocks';

/** The sections of the page 'Tarot Insights', shown as an accordion: the deck, its arcana, spreads, positions, reversals and practice. */
export const tarotInsights: Section[] = [
  {
    id: 'the-deck',
    title: 'The structure of the deck',
    blocks: [
      {
        type: 'p',
        text: 'A full tarot deck has 78 cards, divided into two families. The 22 Major Arcana, numbered from 0 to 21, show great archetypal figures and turning points: The Fool, The Lovers, Death, The Star, The World. The 56 Minor Arcana are organised like a deck of playing cards, in four suits of 14 cards each: Wands, Cups, Swords and Pentacles.',
      },
      {
        type: 'p',
        text: 'The word arcana means secrets, and the two names describe a difference of scale. The major arcana speak about the large chapters of a life, the lessons and transformations that shape who you are. The minor arcana describe the everyday scenes in which those lessons are lived: a conversation, a quarrel, a new job, a quiet evening at home.',
      },
      {
        type: 'p',
        text: 'The interactive readings on this site draw from the 22 major arcana unless you choose the full deck. With fewer cards, each one carries more weight, and every reading goes straight to the heart of your question.',
      },
    ],
  },
  {
    id: 'the-fools-journey',
    title: "The major arcana as the Fool's journey",
    blocks: [
      {
        type: 'p',
        text: 'A beautiful way to understand the major arcana is to read them in order, as the story of a traveller. The Fool, card 0, sets out with a light bundle and an open heart. Each card that follows is someone the Fool meets or a lesson the Fool must learn, until the journey completes itself in The World, card 21.',
      },
      {
        type: 'ol',
        items: [
          'The first stage, from The Magician to The Chariot, is about learning to act in the world: skill, intuition, nurture, structure, tradition, love and willpower.',
          'The second stage, from Strength to Temperance, turns inward: patience, solitude, the turning wheel of fortune, justice, surrender, endings and balance.',
          'The third stage, from The Devil to The World, is about facing shadows and finding light: temptation, sudden upheaval, hope, dreams, joy, awakening and wholeness.',
        ],
      },
      {
        type: 'p',
        text: 'When a major arcana card appears in your reading, you can ask where you stand on this journey. The Hermit suggests a time for withdrawal and reflection; The Star, a time of healing after a storm.',
      },
      {
        type: 'quote',
        text: 'Every great journey in the tarot begins with a step off the edge of a cliff, and ends with a dance.',
      },
    ],
  },
  {
    id: 'the-minor-arcana',
    title: 'The minor arcana and the four suits',
    blocks: [
      {
        type: 'p',
        text: 'Each of the four suits has ten numbered cards, from Ace to Ten, and four court cards: Page, Knight, Queen and King. The numbers tell a story of growth, from the raw potential of the Ace to the completion of the Ten, while the court cards often stand for people or for ways of behaving.',
      },
      {
        type: 'ul',
        items: [
          'Wands, linked with fire: energy, ambition, creativity and the spark that starts a project.',
          'Cups, linked with water: emotions, relationships, intuition and the life of the heart.',
          'Swords, linked with air: thoughts, words, conflict and the clarity that sometimes cuts.',
          'Pentacles, linked with earth: work, money, the body, the home and everything you build slowly.',
        ],
      },
      {
        type: 'p',
        text: 'Our readings draw the major arcana unless you choose the full deck, and either way knowing the suits helps you recognise their elements in the major cards too: the fiery courage of Strength, the watery depth of The Moon, the sharp judgement of Justice, the earthy abundance of The Empress.',
      },
    ],
  },
  {
    id: 'reading-spreads',
    title: 'Reading spreads',
    blocks: [
      {
        type: 'p',
        text: 'A spread is a pattern for laying out cards, in which every place has a meaning. The most famous is the Celtic Cross, a spread of 10 cards that looks at the heart of a situation, what crosses it, its roots, its recent past, its possible outcome, your own attitude, the people around you, your hopes and fears, and where things are heading. It is rich, but it takes time and practice to read well.',
      },
      {
        type: 'p',
        text: 'The spreads on this site are smaller and focused, so that each one answers a particular kind of question:',
      },
      {
        type: 'ul',
        items: [
          'Quick insight, 1 card: a single image for the question on your mind.',
          'Daily energy, 1 card: the mood and lesson of the day ahead.',
          'Morning and evening, 2 cards: one for how your day begins and one for how it ends.',
          'Past, present and future, 3 cards: the classic way to see how a situation has unfolded and where it may lead.',
          'Work environment, 3 cards: you, your colleagues and the atmosphere around you at work.',
          'Destination, 3 cards: the place that calls you, the experience awaiting you and the right time to go.',
          'Is this the right person, 4 cards: who they are, what they feel, what stands in the way and how it may turn out.',
          'Career path, 4 cards: your current position, your obstacles, your opportunities and the likely outcome.',
          'Journey, 4 cards: preparation, the road itself, arriving and coming home.',
          'Relationship, 5 cards: You, Partner, Dynamic, Challenges and Advice.',
        ],
      },
    ],
  },
  {
    id: 'positions',
    title: 'Positions and how meaning depends on them',
    blocks: [
      {
        type: 'p',
        text: 'A card never speaks alone: its position in the spread tells you which question it is answering. The Tower in the past position may describe an upheaval you have already survived, and the strength you gained from it. The same card in the challenges position of a relationship reading points to a rigid structure that needs to change, and in the advice position it may encourage you to stop holding together something that is already falling apart.',
      },
      {
        type: 'h3',
        text: 'Reading the cards together',
      },
      {
        type: 'p',
        text: 'Once you have read each card in its place, look at the spread as a whole. Do the cards tell a story from beginning to end? Does one card seem to answer another? A reading in which The Empress sits beside The Emperor speaks of balance between care and structure; a reading full of cards of change suggests a season of movement. This is why the card-by-card interpretation on this site always names the position before it explains the card.',
      },
    ],
  },
  {
    id: 'reversals',
    title: 'Reversals, and how this site reads them',
    blocks: [
      {
        type: 'p',
        text: 'Many readers give a different meaning to a card that appears upside down. A reversed card might show an energy that is blocked, delayed, turned inward or expressed in excess. Reversals can add nuance, but they also double the number of meanings to learn and can make a reading feel heavier than it needs to be.',
      },
      {
        type: 'p',
        text: 'The readings on this site are upright unless you choose otherwise. Each card already carries a full range of light and shadow in its traditional meaning, and its position in the spread tells you whether it describes a strength, a challenge or a piece of advice. If you want reversals, you can let cards come up upside down before you begin. Each reversed card is then read by its own nature: some are held back, some turn inward or run to excess, and a few hard ones, like the Tower, loosen their grip. Every card’s page in our library gives its reversed meaning.',
      },
    ],
  },
  {
    id: 'building-a-practice',
    title: 'Building a practice',
    blocks: [
      {
        type: 'p',
        text: 'Tarot becomes most meaningful when it turns into a habit rather than an occasional curiosity. You do not need much time; what matters is regularity and honest attention.',
      },
      {
        type: 'ul',
        items: [
          'Draw a card a day. The daily energy reading takes a minute and, over a month, introduces you to every card of the major arcana in the context of your own life.',
          'Keep a tarot journal. Note the date, your question, the cards and one sentence about what they meant to you, then reread the entry a week later.',
          'Learn one card at a time. Look at its image for a while before you read any meaning, and write down what you notice first.',
          'Return to the same question after some time has passed, not immediately, and compare the two readings with what actually happened.',
        ],
      },
      {
        type: 'p',
        text: 'Above all, be patient with yourself. Your understanding of the cards will deepen with every reading, and so will your understanding of the person asking the questions.',
      },
    ],
  },
];

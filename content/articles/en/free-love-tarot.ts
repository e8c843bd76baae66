import type { Block } from '../../../lib/blocks';
import type { BuiltinArticle } from '../index';

const blocks: Block[] = [
  {
    type: 'p',
    text: 'Of all the questions people bring to the tarot, questions of the heart are the most common and the most tender. Will this work? Do they feel the way I do? Why does this keep happening to me? Love is where we are most hopeful and most exposed, so it makes sense that we reach for anything that might help us see a little more clearly.',
  },
  {
    type: 'p',
    text: 'The tarot can be a wonderful companion for that kind of reflection, as long as you know what it is good at and what it is not. It will not read another person’s mind or hand you a guaranteed ending. What it can do is hold up a mirror: a set of old, rich images that help you put words to what you already sense, notice what you have been avoiding, and think about your next step with more care. This guide walks through how to ask about love, what some of the major arcana tend to say in a romantic reading, how relationship spreads work, and where the limits are. At the end you will find a short four-card reading you can try right here.',
  },

  { type: 'h2', text: 'How to ask the tarot about love' },
  {
    type: 'p',
    text: 'The question you ask shapes the reading you get. Tarot readers in both the Rider–Waite–Smith and the older Marseille traditions have always known this: the cards respond best to questions that are open, honest and centred on the person asking. A question that can only be answered yes or no tends to produce a reading that feels either thrilling or crushing and teaches you very little either way.',
  },
  { type: 'h3', text: 'Questions that open things up' },
  {
    type: 'p',
    text: 'Good love questions invite understanding rather than prediction. They leave room for you to act, and they keep the focus on what you can actually see and change. A few examples that tend to work well:',
  },
  {
    type: 'ul',
    items: [
      'What do I need to understand about this relationship right now?',
      'What am I bringing to this connection, and what am I holding back?',
      'What is getting in the way of the closeness I want?',
      'How can I take care of myself while this situation is uncertain?',
      'What would help me love more openly, whether or not I am with someone?',
    ],
  },
  { type: 'h3', text: 'Questions that close them down' },
  {
    type: 'p',
    text: 'Poor questions are not wrong so much as unhelpful. “Will he come back?” hands all the power to someone else and asks the cards to guarantee a future that depends on another person’s choices. “Is she cheating on me?” asks for certainty about someone’s private life, which no reading can responsibly provide. “When will I meet my soulmate?” invites a date on a calendar rather than insight you can use. If you notice yourself asking one of these, try turning it around: instead of “Will he come back?”, ask “What do I need to know about letting go, or about reaching out?” The reading becomes something you can work with.',
  },
  {
    type: 'p',
    text: 'It also helps to ask when you are reasonably calm. Shuffling through tears at two in the morning is very human, but a reading done in panic tends to get read in panic. If you can, take a few breaths, write your question down, and come back to it when you feel steady.',
  },

  { type: 'h2', text: 'What the major arcana say about love' },
  {
    type: 'p',
    text: 'The twenty-two major arcana are the big archetypal cards of the deck, and each one brings its own flavour to a love reading. Their meanings are not fixed formulas. The same card can read quite differently depending on your question and the cards around it, so treat the notes below as starting points rather than verdicts. It is also worth letting go of the greeting-card clichés: not every card about love is secretly about a soulmate, and not every difficult card spells the end.',
  },
  { type: 'h3', text: 'The Lovers' },
  {
    type: 'p',
    text: 'The obvious card, and the most misunderstood. In the Rider–Waite–Smith image two figures stand beneath an angel, but in the Marseille deck the older scene shows a young man standing between two women while Cupid takes aim overhead. That older picture is a reminder that The Lovers is as much about choice as about romance. In a love reading it points to real alignment of values, a decision made with the whole heart, or a moment where you must choose what you truly want rather than drift.',
  },
  { type: 'h3', text: 'The Empress' },
  {
    type: 'p',
    text: 'The Empress is abundance, warmth and pleasure in being alive. In love she speaks of nurturing, sensuality and a relationship that feels like a garden rather than a battlefield. She can also ask whether you are giving care to everyone except yourself. Her love grows from fullness, not from scarcity.',
  },
  { type: 'h3', text: 'The Emperor' },
  {
    type: 'p',
    text: 'Where The Empress grows, The Emperor builds. He brings structure, commitment and reliability: showing up, keeping promises, making plans together. At his best he is the partner you can lean on. When he appears in a challenging position, he may point to control, rigidity or one person setting all the rules. The question he asks is whether the structure of your relationship supports both of you.',
  },
  { type: 'h3', text: 'The High Priestess' },
  {
    type: 'p',
    text: 'The High Priestess sits between two pillars, keeping her own counsel. In love she points to what is unspoken: intuition, mystery, feelings not yet shared, or knowledge you have but have not admitted to yourself. She rarely means rushing. More often she invites you to listen quietly, trust what your gut has been telling you, and let things reveal themselves in their own time.',
  },
  { type: 'h3', text: 'The Star' },
  {
    type: 'p',
    text: 'After hard times The Star pours water back into the world. In a love reading she is healing, renewed hope and the gentle return of trust, whether in a partner, in love itself, or in yourself. She often appears after a breakup or a difficult season to say that your heart is capable of opening again, slowly and honestly.',
  },
  { type: 'h3', text: 'The Tower' },
  {
    type: 'p',
    text: 'Nobody enjoys seeing The Tower in a love reading, but it is not a sentence of doom. It marks sudden revelation: a truth coming out, an illusion collapsing, a pattern that cannot continue. Sometimes that means a relationship changes shape dramatically. Sometimes it simply means the argument you have both been avoiding finally happens, and the air clears. What falls is usually what was built on shaky ground.',
  },
  { type: 'h3', text: 'The Devil' },
  {
    type: 'p',
    text: 'The Devil shows two figures loosely chained, and the chains are wide enough to slip off. In love this card points to attachment, obsession, jealousy or a connection that runs on compulsion more than choice. It can also simply describe intense physical chemistry. The Devil’s real message is about freedom: notice what keeps you bound, and remember that you have more choice than it feels like.',
  },
  { type: 'h3', text: 'The Sun' },
  {
    type: 'p',
    text: 'The Sun is one of the warmest cards in the deck. In love it brings joy, openness, playfulness and the simple pleasure of being seen as you are. It suggests clarity after confusion and a relationship in which both people can relax. Even The Sun, though, describes a quality rather than a promise; it asks you to bring that light into how you love.',
  },

  { type: 'h2', text: 'How spreads work for relationships' },
  {
    type: 'p',
    text: 'A spread is simply a layout in which each position carries a meaning. The card that falls in a position is read through that lens, so the same card can say something different as “the past” than as “the advice”. For love questions, three spreads cover most needs.',
  },
  { type: 'h3', text: 'A single card' },
  {
    type: 'p',
    text: 'One card is the quickest and often the clearest reading. Ask something focused, such as “What energy should I bring to this relationship today?”, draw one card, and sit with it. Single cards are perfect for daily reflection and for the moments when you do not need a full analysis, just a nudge.',
  },
  { type: 'h3', text: 'Past, present and future' },
  {
    type: 'p',
    text: 'The classic three-card spread tells a short story. The first card shows what has shaped the situation, the second shows where things stand, and the third shows where they are heading if nothing changes. That last phrase matters. The future card describes a direction of travel, not a fixed destination, and its most useful role is to help you decide whether you like where you are heading.',
  },
  { type: 'h3', text: 'A five-card relationship spread' },
  {
    type: 'p',
    text: 'When you want to look at a relationship from several angles, a five-card spread gives each part of the picture its own space. Lay the cards out in this order:',
  },
  {
    type: 'ol',
    items: [
      'You: what you are bringing to the relationship right now, including the parts you might not notice.',
      'Your partner: how they appear to be showing up, read as an impression rather than a verdict on who they are.',
      'The dynamic: the energy between you, the pattern you create together.',
      'Challenges: what is testing the connection or asking for attention.',
      'Advice: the attitude or action that could help you move forward with care.',
    ],
  },
  {
    type: 'p',
    text: 'Read the first two cards side by side before anything else. Are they similar in tone or very different? Then let the dynamic card tell you how those two energies meet, and let the challenge and the advice speak to each other. The advice card is the one to carry with you afterwards.',
  },

  { type: 'h2', text: 'Ethics and limits of love readings' },
  {
    type: 'p',
    text: 'A thoughtful love reading respects everyone involved, including the people who are not in the room. A few principles keep the practice honest.',
  },
  {
    type: 'ul',
    items: [
      'No reading replaces a conversation. If you want to know how someone feels, the cards can help you prepare, but only talking with them can tell you.',
      'The cards can describe impressions, never certainties about another person’s private life. Treat anything a reading suggests about a partner’s thoughts, secrets or choices as a question to explore, not a fact to act on.',
      'Your choices are your own. A reading can inform a decision; it should never make one for you or talk you out of your own good judgement.',
      'If you are in an abusive or unsafe situation, please do not look to the cards for the answer. Reach out to someone you trust or to a local helpline, and put your safety first.',
    ],
  },
  {
    type: 'quote',
    text: 'The cards do not tell you whom to love. They help you listen to what your heart already knows, and then they step aside so you can act on it.',
  },
  {
    type: 'p',
    text: 'Held this way, tarot becomes a tool for self-understanding rather than a source of anxiety. You come away with clearer words for your feelings, not a script written by someone else.',
  },

  { type: 'h2', text: 'A four-card reading to try: What Is He Thinking?' },
  {
    type: 'p',
    text: 'Sometimes what keeps you up at night is not the big picture but one simple, nagging question about the other person. This short reading is built for exactly that moment, and it works just as well whatever your partner’s gender. It uses four cards from the major arcana, each in its own position: Current Thoughts, what seems to be on their mind about you and the relationship; Hidden Feelings, what may lie beneath the surface, unspoken or not yet understood even by them; Future Intentions, the direction they seem to be leaning; and Advice, how you might respond with honesty and self-respect. Keep the ethics above in mind as you read: these are impressions to reflect on, not a window into someone else’s head. Take a breath, hold the person gently in mind, and draw your cards below.',
  },
  { type: 'mini-reading' },
  {
    type: 'p',
    text: 'When your cards appear, begin with the Advice card and work backwards. It is the one position entirely about you, and it often puts the other three in a kinder, more useful light.',
  },

  { type: 'h2', text: 'Reading with an open heart' },
  {
    type: 'p',
    text: 'Love rarely follows the tidy shape of a spread. It is messy, changeable and wonderfully specific to the people involved, and no deck of cards can capture all of that. What the tarot can offer is a pause: a few minutes to step back from the swirl of texts and worries and ask what is really going on inside you.',
  },
  {
    type: 'p',
    text: 'So ask open questions, read the cards as conversations rather than sentences, and let them send you back to the real relationships in your life with a little more clarity and a little more courage. Whatever the cards show, the most important reading is the one you do of your own heart, and that one is always worth returning to.',
  },
];

/** Built-in editorial article: a guide to reading the tarot about love, with the 'What Is He Thinking?' mini reading embedded. */
export const freeLoveTarot: BuiltinArticle = {
  id: 'free-love-tarot',
  title: 'Free Love Tarot: What the Cards Say About Your Heart',
  description:
    'How to ask the tarot about love, what the major arcana reveal about a relationship, and a four-card reading to try: What Is He Thinking?',
  date: '2025-03-14',
  featuredImage: '/blog/free-love-tarot.svg',
  blocks,
};

import type { Block } from '../../../lib/blocks';
import type { BuiltinArticle } from '../index';

const blocks: Block[] = [
  {
    type: 'p',
    text: 'Few cards make a room go quiet the way The Tower does. A stone tower on a rocky height, split by lightning, flames bursting from its windows, people tumbling through the air: it is the most dramatic image in the tarot, and many people’s first reaction is a small lurch of dread. If it has just turned up in your reading, take a breath. The Tower is a card about sudden change, but it is not a curse, and it does not predict disaster.',
  },
  {
    type: 'p',
    text: 'The full tarot deck has 78 cards, 22 Major Arcana and 56 Minor Arcana, and The Tower is number XVI among the major arcana, the great archetypes that the interactive readings on this site draw from by default. Like every major card, it describes a kind of experience that most people meet at some point in their lives. This guide looks at its imagery, what it means upright, how it speaks about love, work, money and wellbeing, how it reads in each position of a simple spread, and how you can work with it rather than fear it.',
  },

  { type: 'h2', text: 'The imagery of the Tower' },
  {
    type: 'p',
    text: 'In the Rider–Waite–Smith deck, drawn by Pamela Colman Smith in 1909, a tall grey tower stands on a jagged peak against a black sky. A bolt of lightning strikes its top and knocks off a golden crown. Fire pours from the windows, and two figures, one of them crowned, fall headfirst towards the ground. Around them drift small flames shaped like the Hebrew letter yod, often read as sparks of grace falling alongside the wreckage. The crown matters: what is being struck is not just a building but whatever has set itself up as untouchable.',
  },
  {
    type: 'p',
    text: 'The older Marseille tradition calls the card La Maison Dieu, the House of God. Here the tower is more colourful and almost cheerful, its crenellated top lifted off by a plume of fire or light coming down from the sky, while two figures land on the ground below and coloured balls scatter through the air. Some historians link the name to the story of the Tower of Babel, others to hospitals and almshouses of the time, which were known by the same name. Whatever its origin, the Marseille image reminds you that the force striking the tower comes from above. It is less an attack than an intervention.',
  },
  {
    type: 'p',
    text: 'Across both traditions the symbols are consistent: a structure that seemed solid, a sudden flash of insight or event, and the end of a false sense of security. In the Golden Dawn system that shaped the Rider–Waite–Smith deck, the card is linked with Mars, the planet of force and decisive action.',
  },

  { type: 'h2', text: 'The Tower upright: sudden change and revelation' },
  {
    type: 'p',
    text: 'Upright, The Tower stands for upheaval that arrives quickly and cannot be ignored. It can describe an outside event, such as news that changes your plans, but just as often it describes an inner one: the moment you suddenly see a situation for what it is and cannot unsee it. The lightning is revelation. The falling crown is pride, illusion or a story you have been telling yourself.',
  },
  {
    type: 'p',
    text: 'The key to this card is the question of foundations. A tower built on honest ground can weather a storm. A tower built on denial, pretence or borrowed certainty is the one that cracks. So when The Tower appears, it is worth asking not “What terrible thing is coming?” but “What in my life has been held together by effort, habit or avoidance?” Upheaval is uncomfortable, yet it frequently clears space for something more truthful.',
  },

  { type: 'h2', text: 'The Tower in love' },
  {
    type: 'p',
    text: 'In a love reading The Tower often points to a moment of truth. A secret comes out, a long-running tension finally breaks the surface, or one of you realises the relationship has been resting on assumptions that no longer hold. That can be painful. It can also be the conversation that saves a relationship, because nothing real can be repaired while everyone is pretending.',
  },
  {
    type: 'p',
    text: 'For someone single, The Tower can describe a sudden shift in how you see love itself: the end of an old pattern of choosing the same kind of partner, or a jolt that shakes you out of waiting. It is not a prediction that a relationship will end, and it should never be read as certainty about what another person is hiding. Read it as an invitation to honesty, starting with yourself.',
  },

  { type: 'h2', text: 'The Tower in career, finances and health' },
  { type: 'h3', text: 'Career' },
  {
    type: 'p',
    text: 'At work The Tower can reflect a restructure, a project that collapses, a sudden change of direction, or the abrupt realisation that a path you have followed for years no longer fits. It can also describe a breakthrough: the idea that overturns how a team has always done things. Either way, the card asks you to look at what is genuinely sound in your working life and what has been propped up out of fear of change. Many people later describe their own Tower moments at work as the start of something better suited to them.',
  },
  { type: 'h3', text: 'Finances' },
  {
    type: 'p',
    text: 'In questions about money The Tower tends to highlight instability, surprise expenses, or plans that rest on optimistic assumptions. Treat it as a prompt to look clearly at your situation rather than as a forecast. A tarot card is not financial advice, and no reading can tell you what will happen to an investment or a job. If money is worrying you, the most useful response to this card is practical: gather the facts and talk to a qualified adviser or someone you trust.',
  },
  { type: 'h3', text: 'Health and wellbeing' },
  {
    type: 'p',
    text: 'The Tower does not diagnose anything and should never be read as a prediction about your body. In a wellbeing reading it is better understood as a sign of stress building up, of a routine that is no longer sustainable, or of a need to stop and rest before you are forced to. If you have any concern about your health, please speak to a doctor or healthcare professional; let the card be a gentle reminder to take that step, not a substitute for it.',
  },

  { type: 'h2', text: 'The Tower in a past, present and future reading' },
  { type: 'h3', text: 'In the past position' },
  {
    type: 'p',
    text: 'Here The Tower describes an upheaval that has already happened and still shapes the present: a breakup, a move, a loss, or a sudden change of heart. The reading may be asking how far you have come since then, and whether you are still living in the rubble or have begun to build again.',
  },
  { type: 'h3', text: 'In the present position' },
  {
    type: 'p',
    text: 'In the centre of a reading The Tower says that change is underway or very close, and that resisting it will only make it harder. This is a moment for honesty and steadiness rather than frantic repair work. You do not have to rebuild everything at once; you only need to stand on solid ground and see clearly.',
  },
  { type: 'h3', text: 'In the future position' },
  {
    type: 'p',
    text: 'As the future card, The Tower shows a direction, not a fixed fate. It may be warning that something in your current situation is under strain and will not hold forever. That gives you a chance to act early: to have the difficult conversation, make the overdue change, or reinforce what matters before events force the issue.',
  },

  { type: 'h2', text: 'The Tower alongside other cards' },
  {
    type: 'p',
    text: 'No card is read alone, and The Tower is strongly coloured by its neighbours. A few combinations come up often.',
  },
  { type: 'h3', text: 'The Star after the Tower' },
  {
    type: 'p',
    text: 'In the sequence of the major arcana, The Star, card XVII, follows The Tower directly, and the pairing is one of the most hopeful in the deck. After the storm, a figure kneels by a pool under an open sky and pours out water. When these two appear together, the reading often speaks of healing after disruption and of hope returning once the dust has settled.',
  },
  { type: 'h3', text: 'Death and the Tower' },
  {
    type: 'p',
    text: 'Death, card XIII, is about endings and transformation that unfold over time, the way autumn becomes winter. The Tower is the sudden version. Together they suggest a significant chapter closing, with both a gradual process and a sharp turning point. Neither card is literal; together they ask you to let go of what is finished so that something new has room.',
  },
  { type: 'h3', text: 'The Tower and The Sun' },
  {
    type: 'p',
    text: 'The Sun brings clarity, warmth and joy. Beside The Tower it can suggest that the shake-up leads into the light: a painful truth that ultimately sets you free, or a disruption that turns out to be a relief. It is a reminder that revelation and happiness are not opposites.',
  },

  { type: 'h2', text: 'The Tower reversed' },
  {
    type: 'p',
    text: 'Some readers draw cards upside down and give reversed cards their own meanings. In those traditions a reversed Tower is usually read as upheaval that is being resisted or postponed, a crisis narrowly avoided, or change happening quietly on the inside rather than in the outside world. Not every tradition uses reversals, and the Marseille school in particular often reads cards by their position and neighbours instead. The readings on this site are upright unless you let cards come up reversed; if you do, a reversed Tower is read in that spirit, as upheaval that loosens its grip, and its card page gives the reversed meaning in full.',
  },

  { type: 'h2', text: 'How to work with the Tower' },
  {
    type: 'p',
    text: 'The most helpful way to meet The Tower is with curiosity rather than fear. Give yourself some quiet time, look closely at the card, and notice which detail catches your eye: the lightning, the crown, the falling figures, the open sky behind them. Then take one or two of these prompts to your journal.',
  },
  {
    type: 'ul',
    items: [
      'What in my life feels solid only because I have not looked at it closely?',
      'Which belief about myself or my situation is ready to fall?',
      'When has an unexpected change in the past turned out to help me?',
      'What truth have I been reluctant to say out loud, and who needs to hear it?',
      'What would I build if I were starting from honest ground?',
      'Who or what can support me while things are unsettled?',
    ],
  },
  {
    type: 'quote',
    text: 'The lightning does not choose what to destroy. It simply shows you, in one bright flash, which walls were real.',
  },
  {
    type: 'p',
    text: 'The Tower will never be a comfortable card, and it is not meant to be. Yet people who have lived through their own Tower moments often say, looking back, that the upheaval gave them something they could not have found any other way: clarity, courage, and the freedom to build a life that fits. If it has appeared for you, you are not doomed. You are being invited to stand in the open air, look around honestly, and decide what comes next.',
  },
];

/** Built-in editorial article: The Tower (XVI), its imagery and meanings in love, work and readings. */
export const towerTarotCard: BuiltinArticle = {
  id: 'tower-tarot-card',
  title: 'The Tower Tarot Card: Meaning, Love and Career',
  description:
    'The Tower is the card of sudden change. What it means upright, in love and at work, and why its upheaval so often clears the way for something truer.',
  date: '2025-04-02',
  featuredImage: '/blog/tower-tarot-card.svg',
  blocks,
};

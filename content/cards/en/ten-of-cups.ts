import type { CardContent } from '../card-content';

/** The Ten of Cups, in English. */
export const card: CardContent = {
  overview: [
    'A man and a woman stand side by side on a green lawn, each with an arm around the other, their free arms raised towards the sky. Above them arches a rainbow, and set along it are ten golden cups. In the Rider–Waite–Smith deck two children dance hand in hand beside the couple, and in the background a river winds past trees towards a small house on a hill. The Marseille Ten of Cups shows ten cups, nine arranged in rows and a larger one set across the top.',
    "The rainbow is an ancient symbol of promise and of peace after the storm, a bridge between heaven and earth. The couple's raised arms express gratitude and wonder rather than possession: they are welcoming a blessing, not claiming it. The dancing children bring play and continuity, the sense that happiness is passed on from one generation to the next. The house and the river complete the picture of a life in which love has found a place to live and keeps on flowing.",
    'Cups belong to water, the element of feeling, relationships and belonging. As the final number, ten brings completion and closes the cycle, which for the cups means emotional fulfilment in its fullest form. Personal contentment now extends to others, to family, partners, friends and community. It is the card of harmony at home, of shared values and of love that endures through ordinary days as well as special ones, and of a cycle of feeling brought to a happy close.',
    'When this card appears, it asks you to recognise and cherish the love in your life. Happiness is rarely as perfect as a rainbow, yet it is made of ordinary moments shared with people who matter. Spend time with them, tell them what they mean to you, and keep building the home your heart longs for.',
  ],
  present:
    'Harmony and emotional fulfilment are present or within reach. Take time to appreciate the people who make you feel at home, and let your gratitude, spoken aloud, strengthen those bonds.',
};

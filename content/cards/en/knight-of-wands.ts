import type { CardContent } from '../card-content';

/** The Knight of Wands, in English. */
export const card: CardContent = {
  overview: [
    'A knight in armour rides a chestnut horse that rears up on its hind legs, eager to charge. In the Rider–Waite–Smith deck he wears a yellow tunic patterned with salamanders, and his helmet is topped with red plumes that stream behind him like flames. He holds a wand aloft, and in the background stand desert hills shaped like pyramids. The Marseille Knight of Batons shows a horseman carrying a great club, his mount striding forward, with less drama but the same sense of purposeful movement.',
    'The rearing horse is the heart of the image: a burst of power barely under control, passion that wants to go before anyone has decided where. The salamanders link the rider to fire and transformation, though on his tunic their tails do not meet their mouths, a detail often read as a sign that his projects are not yet complete. The desert stands for new ground, open and unexplored, where a bold rider can go far and fast, but where water and shelter are scarce.',
    "Wands belong to fire, the element of passion, action and will. Knights are the movers of the tarot, questing figures who carry their suit's quality to its extreme. The Knight of Wands is fire at full speed, brave, charismatic and adventurous, but also impatient and easily bored. He may describe a person in your life, a sudden change of circumstances, a journey, or the part of you that wants to act right now and think about it later.",
    'This card asks you to be bold and to go after what you want without waiting for permission. At the same time, it reminds you that speed is not the same as direction. Choose where you are heading, then ride with conviction, and check every so often that the flame is still guiding you rather than consuming you.',
  ],
  present:
    'Things are moving fast and you feel the urge to act, or someone bold is driving events. Use that drive to take a courageous step, but keep enough control to avoid burning out halfway.',
};

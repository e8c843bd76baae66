import type { CardContent } from '../card-content';

/** The Six of Wands, in English. */
export const card: CardContent = {
  overview: [
    'A rider on a white horse moves through a crowd, a laurel wreath on his head and another tied to the top of the wand he holds upright. In the Rider–Waite–Smith deck the horse is draped in a green cloth, and around it walk people on foot, five of them carrying wands of their own, raised as if in salute. The scene is a procession, the return of a victor to those who waited for him. The Marseille Six of Batons shows only six staves crossing in a balanced pattern, with flowers at the edges, calm and symmetrical.',
    "The laurel has crowned victors since antiquity, in sport, war and poetry, and here it appears twice, on the rider's head and on his wand, for personal success and the success of his cause. The white horse speaks of a clean win, achieved with integrity. The crowd matters as much as the rider, because recognition needs witnesses; he is lifted up by people who have chosen to follow him. Yet he rides a little higher than everyone else, a quiet warning that pride can separate a leader from those who carry the other wands.",
    'Wands belong to fire, the element of will, ambition and drive. Six is the number of harmony and exchange, and in this suit it describes the reward that comes back when effort has been given generously. The struggle that came before has been resolved, and someone has come out in front. The card marks public success, good news and the confidence that grows when others believe in you.',
    "This card asks you to accept recognition when it comes, without false modesty and without arrogance. You have earned something, so let yourself enjoy it. Thank those who helped, wear the laurel lightly, and use today's confidence to take on the next challenge.",
  ],
  present:
    'A success or a moment of recognition is colouring the present. You are being noticed, or you are close to a result that will be; carry it with grace, and let it give you the confidence to keep moving forward.',
};

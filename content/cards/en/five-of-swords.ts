import type { CardContent } from '../card-content';

/** The Five of Swords, in English. */
export const card: CardContent = {
  overview: [
    'Under a sky of torn, jagged clouds, a young man gathers swords from the ground. As Pamela Colman Smith drew him for the Rider–Waite–Smith deck, he holds three of them and glances over his shoulder with a thin smile, while two more blades lie at his feet. Behind him two figures walk away towards the water, one with head bowed and face hidden in the hands, both plainly defeated. The Marseille card shows four curved blades wrapped around a single upright sword, a tangle that suggests conflict without revealing who won.',
    'The scene is a contest that has just ended, and nobody in it looks truly happy. The victor has the swords, yet he stands alone on the field, and his smile is closer to smugness than to joy. The losers have lost their weapons and perhaps their trust in him as well. The ragged clouds speak of a troubled atmosphere, a tension that the end of the fight has not cleared. Among the words Waite attached to the card are degradation and dishonour, the marks of a win gained at any price.',
    'Swords belong to air, the realm of thought, words and judgement. Five is the number of conflict and loss, the moment when the stability of the four breaks apart. In this suit the conflict is mental and verbal, made of arguments, rivalries, manipulation and the need to be right. The card shows that such struggles often leave everyone poorer, even the side that appears to triumph.',
    'If the Five of Swords speaks to you today, it invites an honest look at your battles. Are you fighting for something that matters, or for the satisfaction of winning? Or are you on the losing side, carrying a defeat that still stings? Either way, the card asks for humility and discernment: know when to drop the weapons, when to walk away, and when a fairer path would serve you better than victory.',
  ],
  present:
    'Tension surrounds you at the moment, whether a rivalry, a quarrel or a sense of having been outmanoeuvred. Ask what is really at stake; stepping away from a pointless fight may be the strongest move open to you.',
};

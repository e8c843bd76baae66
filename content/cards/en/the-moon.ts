import type { CardContent } from '../card-content';

/** The Moon, in English. */
export const card: CardContent = {
  overview: [
    'A path leaves a pool, runs between two towers and vanishes into the hills, all under a moon that looks down with a face in profile. In the Rider–Waite–Smith deck the moon is drawn as a crescent within a full disc, drops shaped like yods fall from it, and on either side of the path a dog and a wolf howl upwards. From the water in the foreground a crayfish is crawling onto the shore. The Marseille Moon has much the same cast with small differences: two dogs instead of a dog and a wolf, a crayfish in a pool, two towers, and drops that seem to rise towards the moon rather than fall from it.',
    'Moonlight shows shapes but not details, and that is the mood of the card: uncertainty, imagination, dreams and the fears that grow larger in the dark. The dog and the wolf are the tame and the wild sides of one nature, both answering the same pull. The crayfish climbing out of the water is something rising from the depths, still half formed, not yet understood. The two towers recall the pair glimpsed far off on the Death card, and the path between them suggests that the only way through is along the road, not around it.',
    "Card XVIII stands between the Star's clear hope and the Sun's full daylight, in the darkest stretch of the third row. It is the hour before dawn, when the traveller has to walk by instinct because reason cannot see far enough. The great force here is the unconscious itself, with its undertow of feeling: the Moon does not lie, but it does not explain either. Whoever keeps to the path comes out into the light of the Sun.",
    'When the Moon appears, it often counsels caution before drawing conclusions. Things may not yet be what they seem, and feelings deserve to be heard without being taken for facts.',
  ],
  present:
    'Not everything around you is what it seems. The picture is hazy, your imagination is filling the gaps, and dreams, moods and half-glimpsed signals are shaping how you feel about the matter more than solid facts are.',
};

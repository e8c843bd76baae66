import type { CardContent } from '../card-content';

/** The Five of Wands, in Spanish. */
export const card: CardContent = {
  overview: [
    'Cinco jóvenes agitan largas varas en un descampado, cada cual vestido de un color distinto. En la Rider-Waite-Smith los palos se cruzan en todas direcciones y no está claro si se trata de una pelea de verdad, de un entrenamiento o de un juego bullicioso; nadie parece herido y nadie gana. El terreno es irregular y el cielo, despejado. El tarot de Marsella deja fuera a los personajes: cuatro bastones se entrecruzan alrededor de un quinto, vertical, que ocupa el centro.',
    'Las ropas diferentes hablan de personas con intereses, orígenes y opiniones distintas. Las varas alzadas sin un golpe definitivo describen un conflicto más ruidoso que dañino, el de la competición, el debate acalorado o la lucha por hacerse un sitio. Falta coordinación, no fuerza: si esos cinco empujaran en la misma dirección, lograrían mucho. Por eso la carta admite dos lecturas, la del desorden que agota y la de la rivalidad que estimula y obliga a mejorar.',
    'El fuego de los Bastos, que gobierna la voluntad y la iniciativa, se vuelve aquí choque de voluntades. El cinco es el número del conflicto y de la pérdida de equilibrio: tras la estabilidad del cuatro, algo se agita y obliga a moverse. Esa sacudida incomoda, pero también pone a prueba las ideas y separa lo que tiene fuerza de lo que solo hacía ruido. Muchas obras colectivas nacen de discusiones así, cuando alguien consigue poner orden en el alboroto.',
    'Hoy el Cinco de Bastos te pide distinguir las batallas que te hacen crecer de las que solo te desgastan. Participa en el debate, defiende tus ideas y, si puedes, convierte la pelea en un juego con reglas claras. Tu voz cuenta, y tu capacidad de escuchar también.',
  ],
  present:
    'Te encuentras en medio de fricciones, opiniones cruzadas o competencia. No es necesariamente grave; es el ruido de muchas voluntades a la vez, y de ti depende convertirlo en estímulo o en desgaste.',
};

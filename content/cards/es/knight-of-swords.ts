import type { CardContent } from '../card-content';

/** The Knight of Swords, in Spanish. */
export const card: CardContent = {
  overview: [
    'Un caballero con armadura carga a toda velocidad, espada en alto, a lomos de un caballo blanco que parece volar contra el viento. Las nubes se deshilachan, los árboles se inclinan y unos pájaros cruzan el cielo en desorden. El caballo, con las patas delanteras en el aire, parece a punto de salirse de la carta, y sus arreos están adornados con mariposas y pájaros, emblemas del aire. Es una de las figuras más veloces de todo el tarot. En el tarot de Marsella el Caballo de Espadas también monta y blande su arma, aunque la escena resulta menos impetuosa.',
    'Esta carta es pura determinación. El caballero no duda ni mira atrás; sabe adónde va y avanza contra todo lo que se le opone. El viento en contra indica que su camino no es fácil y que encontrará resistencia, pero eso no lo frena. La espada en alto es una idea, una causa o una verdad que defiende con pasión, a veces sin medir las consecuencias para quienes se cruzan en su camino.',
    'Las Espadas pertenecen al aire, el elemento de la mente, las palabras y la voluntad de entender. Los Caballos son las figuras de la acción y de la búsqueda, las que llevan la cualidad del palo a su extremo. En el caso de las Espadas, ese extremo es la velocidad del pensamiento convertida en impulso, la franqueza que no conoce matices. Puede representar a una persona así, una situación que se acelera de golpe o tu propia parte más resolutiva.',
    'Hoy la carta te invita a actuar con decisión en aquello que llevas tiempo pensando. Tu claridad es un recurso valioso, pero necesita dirección; asegúrate de saber por qué galopas y hacia dónde. La fuerza del Caballo de Espadas da sus mejores frutos cuando se combina con escucha y un poco de paciencia.',
  ],
  present:
    'Todo se acelera y sientes el impulso de actuar ya. Tu determinación es una fuerza real; úsala para avanzar hacia lo que importa, pero sin atropellar a nadie ni saltarte la reflexión necesaria.',
};

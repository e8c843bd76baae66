import type { CardContent } from '../card-content';

/** The Ten of Wands, in Spanish. */
export const card: CardContent = {
  overview: [
    'Una figura camina encorvada cargando un haz de diez varas que estrecha entre los brazos. El peso es tal que las varas le tapan la cara y no puede ver el camino. En la Rider-Waite-Smith avanza hacia una casa o un pueblo que se adivina cerca, entre campos cultivados, con pasos lentos y torpes. En el tarot de Marsella aparecen diez bastones, ocho curvados que se entrecruzan y dos rectos que forman el eje vertical, apretados como un fardo bien atado.',
    'Cada vara puede leerse como una tarea o una responsabilidad aceptada en su momento con entusiasmo; juntas, se han vuelto un peso que impide mirar hacia delante. La forma de sostenerlas, apretadas contra el pecho en lugar de repartidas sobre la espalda, indica que no se ha encontrado la manera eficaz de llevarlas. La casa cercana es la buena noticia: falta poco, y hay un lugar donde descargar. La carta no dice que el esfuerzo sea inútil, sino que se ha vuelto excesivo.',
    'El palo de Bastos corresponde al fuego, el elemento que impulsa proyectos, ambiciones y compromisos. Con el diez se completa el recorrido: es la culminación, el final del camino y el momento de ver adónde ha conducido todo el esfuerzo. Aquí el final tiene forma de exceso, porque el fuego que empezó como deseo ha acabado convertido en obligación. Es también la antesala de un nuevo comienzo, que solo será posible si algo se suelta antes.',
    'Con el Diez de Bastos delante, hoy toca revisar lo que cargas. Deja en el suelo lo que ya no te corresponde, pide ayuda para lo demás y recuerda que llegar con fuerzas es más importante que llegar con todo. Nadie te pide que sostengas el peso entero en soledad, ni siquiera tú.',
  ],
  present:
    'Cargas con demasiado ahora mismo. Las responsabilidades se han acumulado hasta taparte la vista, y el momento pide revisar qué es realmente tuyo y qué puedes soltar, repartir o aplazar.',
};

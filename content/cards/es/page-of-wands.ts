import type { CardContent } from '../card-content';

/** The Page of Wands, in Spanish. */
export const card: CardContent = {
  overview: [
    'Un joven vestido con una túnica adornada con salamandras y un sombrero con una pluma roja sostiene una vara alta con las dos manos y la mira con atención, casi con asombro. En la Rider-Waite-Smith está de pie en un paisaje desértico, con tres montículos en forma de pirámide al fondo, y de la vara brotan pequeñas hojas. En el tarot de Marsella la figura aparece de perfil, apoyando en el suelo un bastón enorme, casi de su misma altura, con un gesto algo torpe.',
    'Las salamandras, animales que según la tradición vivían en el fuego sin quemarse, son el emblema del palo y aquí aparecen como adorno: el joven aún no domina el fuego, pero ya lo lleva encima. La pluma roja habla de entusiasmo y de ganas de destacar. El desierto sugiere un territorio nuevo por explorar, y las pirámides, la antigüedad de los saberes que el aprendiz apenas empieza a descubrir. Su mirada fija en la vara es la de quien se pregunta qué podrá hacer con lo que acaba de recibir.',
    'Las sotas son las estudiantes y mensajeras de cada palo, las figuras que se inician en algo. En los Bastos, palo de fuego que gobierna la iniciativa, la creatividad y el deseo, esta figura representa a quien recibe una idea, una noticia o una vocación y todavía no sabe qué hacer con ella, solo que le entusiasma. Puede señalar a una persona joven o inquieta, una noticia estimulante o esa parte de ti que nunca deja de preguntar.',
    'Acércate hoy a lo nuevo sin miedo a no saber, como la Sota de Bastos ante su vara. Pregunta, prueba, explora, y deja que el entusiasmo te lleve lejos antes de preocuparte por hacerlo perfecto. La experiencia vendrá; ahora lo valioso es la curiosidad intacta del primer día.',
  ],
  present:
    'Algo nuevo despierta tu curiosidad: una idea, una noticia, una posibilidad de aprender. Te encuentras al principio de un camino y lo más valioso que tienes ahora es tu entusiasmo de principiante.',
};

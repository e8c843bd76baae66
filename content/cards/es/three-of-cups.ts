import type { CardContent } from '../card-content';

/** The Three of Cups, in Spanish. */
export const card: CardContent = {
  overview: [
    'Tres jóvenes danzan en círculo en un jardín y alzan sus copas en un brindis. En la Rider-Waite-Smith visten túnicas de colores distintos, llevan coronas de flores y a sus pies se amontonan calabazas, uvas y otros frutos de la cosecha. El cielo es azul y el ambiente, de fiesta. En el tarot de Marsella se ven tres copas, dos abajo y una arriba, entrelazadas con tallos y flores que parecen crecer entre ellas.',
    'Las copas alzadas al mismo tiempo expresan un sentimiento compartido: nadie celebra por encima de nadie. Los frutos hablan de abundancia y de una cosecha que se festeja después del esfuerzo. La danza en círculo sugiere igualdad, apoyo mutuo y esa alegría que crece cuando se reparte. Algunas lecturas ven en las tres figuras a las Gracias de la mitología griega, símbolo de la belleza, el júbilo y la generosidad que se ofrecen sin pedir nada a cambio.',
    'Las Copas son el palo del agua, de las emociones y los vínculos. El tres trae crecimiento y primeros frutos, y aquí la unión de dos se abre a una comunidad más amplia en la que el afecto se multiplica. Es la carta de la amistad, de las celebraciones, de las redes que sostienen y de los momentos en que una buena noticia se vive en compañía. También recuerda el valor de las alianzas entre iguales, de la complicidad que no necesita jerarquías.',
    'Hoy el Tres de Copas te pide buscar a tu gente. Llama a esa amistad a la que hace tiempo no ves, celebra lo bueno aunque sea pequeño y deja que la compañía te recuerde que no tienes que vivirlo todo en soledad. Los buenos momentos vividos en grupo se convierten en recuerdos que sostienen durante años.',
  ],
  present:
    'Estás en una etapa de celebración y compañía. La amistad, la comunidad y los buenos momentos compartidos te sostienen ahora, y vale la pena reunirte con quienes te alegran la vida.',
};

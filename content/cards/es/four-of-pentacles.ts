import type { CardContent } from '../card-content';

/** The Four of Pentacles, in Spanish. */
export const card: CardContent = {
  overview: [
    'Una figura coronada ocupa un asiento de piedra, con una ciudad extendida a su espalda. Abraza contra el pecho una moneda grande, lleva otra sobre la corona y mantiene dos más bajo los pies, bien sujetas. Su postura es rígida y cerrada; nada se mueve en la imagen y nada parece entrar ni salir. En la Rider-Waite-Smith la escena transmite seguridad, pero también una especie de encierro voluntario. La versión de Marsella se limita a cuatro monedas dispuestas en las esquinas, con un motivo floral o un pequeño escudo en el centro.',
    'Cada moneda ocupa un lugar significativo. La de la cabeza indica pensamientos centrados en lo material; la del pecho, un corazón que se protege; las de los pies, una base firme que no quiere ceder ni un centímetro. La ciudad del fondo recuerda que la figura ha conseguido una posición en el mundo y que ahora su principal preocupación es conservarla. La pregunta que plantea la carta es cuánto cuesta esa seguridad y qué se queda fuera por mantenerla.',
    'Los Oros son el palo de la tierra: el dinero, el trabajo, los bienes, el cuerpo y todo lo que se puede poseer. El cuatro es el número de la estructura y de la estabilidad, de los cimientos, pero también de la detención. En este palo, esa estructura se traduce en ahorro, prudencia y protección de lo ganado. Es una carta sensata, aunque su sombra es la avaricia, el miedo a perder y la rigidez que impide recibir lo nuevo.',
    'Hoy esta carta te pregunta por tu relación con la seguridad. Proteger lo que has conseguido es razonable y a veces necesario. Pero si el miedo a perder te impide disfrutar, compartir o cambiar, quizá sea hora de aflojar un poco el abrazo y confiar en que la estabilidad también se sostiene con las manos abiertas.',
  ],
  present:
    'Estás protegiendo lo que tienes, sea dinero, estabilidad o un vínculo. Es sensato cuidar tus bases, pero revisa si el control te da seguridad o si empieza a cerrarte a lo que podría llegar.',
};

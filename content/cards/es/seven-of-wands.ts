import type { CardContent } from '../card-content';

/** The Seven of Wands, in Spanish. */
export const card: CardContent = {
  overview: [
    'Una figura joven, en lo alto de una loma, sostiene con ambas manos una vara en posición defensiva. Desde abajo asoman otras seis que parecen atacarla, aunque no se ve a quienes las empuñan. En la Rider-Waite-Smith llama la atención un detalle: lleva un zapato distinto en cada pie, como si se hubiera vestido a toda prisa para salir a defenderse. En el tarot de Marsella se ven siete bastones, seis entrecruzados y uno recto en el centro, sin rastro de la escena.',
    'La altura es una ventaja, porque quien está arriba tiene mejor posición que quien sube. Los zapatos desparejados cuentan que el desafío llegó sin aviso, pero que aun así hubo respuesta. Los atacantes invisibles pueden ser competidores, críticas o dudas propias; la carta no dice cuántos son de verdad, solo que la presión existe y que alguien debe sostenerla. La figura no huye ni se rinde, y su gesto mezcla determinación con cierto nerviosismo, como ocurre en toda defensa honesta.',
    'En el palo de Bastos, el fuego encarna la convicción y la voluntad, y esta carta las somete a examen. El siete corresponde a la evaluación, el momento en que lo conseguido tiene que demostrar que aguanta. Tras el reconocimiento llega la competencia: cuando se alcanza una posición, otros la desean, y el valor se mide en la capacidad de sostenerla sin perder el centro. Esta carta no habla de atacar, sino de no abandonar el terreno conquistado.',
    'Lo que el Siete de Bastos te pide hoy es que te mantengas en tu sitio con serenidad. Defiende lo que has construido, escoge tus batallas y no permitas que la presión te haga dudar de lo que ya sabes. A veces basta con no retroceder.',
  ],
  present:
    'Estás defendiendo tu posición frente a críticas, competencia o presiones. Tienes la ventaja de la altura y argumentos de sobra; lo importante ahora es no ceder en lo esencial y no desgastarte en lo accesorio.',
};

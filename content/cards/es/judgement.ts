import type { CardContent } from '../card-content';

/** Judgement, in Spanish. */
export const card: CardContent = {
  overview: [
    'Un ángel enorme asoma entre las nubes y toca una trompeta de la que cuelga un estandarte blanco con una cruz roja; la tradición suele identificarlo con el arcángel Gabriel. En la Rider-Waite-Smith, abajo, hombres, mujeres y niños se incorporan dentro de ataúdes abiertos que flotan sobre el agua, con los brazos levantados o abiertos hacia el cielo, y al fondo se alzan montañas nevadas. En el Tarot de Marsella la escena es más compacta: el ángel sale de un círculo de nubes y, debajo, una figura vista de espaldas emerge de una tumba entre un hombre y una mujer que juntan las manos como quien reza.',
    'La imagen procede de la iconografía cristiana del Juicio Final, pero en el tarot habla más de despertar que de sentencia. La trompeta es una llamada que no se puede ignorar; los ataúdes, las vidas estrechas a las que nos habíamos acostumbrado y que de pronto se abren. Los brazos en alto son un sí. La cruz del estandarte une la línea vertical y la horizontal, el cielo y la tierra, lo espiritual y lo cotidiano. Conviene no confundir esta carta con la Justicia: aquella pesa cada acto por separado, mientras que el Juicio mira una vida entera y la invita a empezar de nuevo, sin culpas que arrastrar.',
    'El arcano XX es el penúltimo paso de la tercera fila y de todo el viaje. Si el Sol trajo la claridad, el Juicio le pide al viajero que haga algo con ella: reunir todo lo aprendido desde el Mago, responder de su propio camino con conciencia y no con remordimiento, y aceptar una versión renovada de sí mismo. Solo después puede cerrarse el círculo en el Mundo, la carta que sigue y la última de la baraja.',
    'Si aparece en tu tirada, suele señalar un momento de balance o de renacimiento: una llamada que quizá llevas tiempo oyendo y que ahora te sientes con ánimo de atender.',
  ],
  present:
    'Sientes una llamada a levantarte hacia algo, y cuesta ignorarla. Mira atrás con honestidad, perdona lo que haya que perdonar y responde a esa invitación a una versión renovada de tu vida.',
};

import type { CardContent } from '../card-content';

/** The Six of Swords, in Spanish. */
export const card: CardContent = {
  overview: [
    'Un barquero conduce una barca con una pértiga a través de un tramo de agua. En ella viajan una figura encorvada, envuelta en un manto, y un niño que se apoya a su lado; delante de ambos, seis espadas se clavan de pie en la madera. El agua de un lado de la barca aparece rizada y la del otro, lisa, como si el trayecto uniera dos estados distintos. A lo lejos se adivina la otra orilla, con árboles y colinas suaves. En el tarot de Marsella, como en los demás números del palo, solo se ven seis espadas curvas entrelazadas con motivos florales.',
    'La escena tiene un aire de exilio tranquilo. La figura del manto no mira atrás, y el niño, acurrucado, parece confiar en quien los guía. Las espadas viajan con ellos: no se han quedado en tierra, porque las experiencias dolorosas siempre forman parte del equipaje. Pero ya nadie las blande; van quietas, clavadas, y el barquero avanza con paciencia hacia aguas más serenas.',
    'El palo de Espadas es el del aire, el elemento de la mente y de la comunicación, y sus cartas hablan a menudo de tensiones y de cómo se resuelven. El seis es el número de la armonía y del intercambio, del equilibrio que regresa tras la crisis del cinco. En este palo, esa armonía no es una fiesta, sino un alivio; se trata de salir del conflicto, de cambiar de aires y de aceptar ayuda para hacerlo. El barquero, que trabaja en silencio, recuerda que nadie cruza ciertas aguas sin apoyo.',
    'Hoy la carta te habla de un tránsito. Tal vez estás dejando atrás una etapa dura, o tal vez sabes que deberías hacerlo. No hace falta olvidar lo que pasó ni fingir alegría; basta con avanzar, con algo de tristeza si hace falta, hacia un lugar donde puedas respirar mejor.',
  ],
  present:
    'Estás en plena travesía, dejando atrás algo que te hizo daño. No es un cambio brillante ni rápido, pero sí necesario; acepta la ayuda que llega y confía en que las aguas se calmen a medida que avanzas.',
};

import type { CardContent } from '../card-content';

/** The Eight of Wands, in Spanish. */
export const card: CardContent = {
  overview: [
    'Es una de las pocas cartas del tarot sin personajes. En la Rider-Waite-Smith, ocho varas paralelas cruzan el aire en diagonal sobre un paisaje abierto, con un río, colinas verdes y una casa a lo lejos. Todas llevan pequeños brotes y parecen a punto de tocar tierra. El cielo está completamente despejado. En el tarot de Marsella los ocho bastones se entrelazan en un dibujo ordenado, con flores en los huecos, y la sensación de vuelo desaparece por completo.',
    'Las varas lanzadas hacia delante son mensajes, decisiones o acontecimientos que ya están en camino y no pueden detenerse. Su caída oblicua indica que el vuelo termina pronto: lo lanzado va a aterrizar. La ausencia de figuras sugiere que, en este momento, los acontecimientos avanzan casi por sí solos y que lo principal ya está en el aire. El río que corre por debajo refuerza la idea de fluidez, y el cielo limpio, la de un camino sin obstáculos a la vista.',
    'Los Bastos arden con el fuego de la acción y de la iniciativa, y aquí ese fuego se vuelve velocidad pura. El ocho habla de movimiento y de dominio: lo que antes costaba se mueve ahora con soltura, casi sin esfuerzo. Es el tramo del camino en que la preparación rinde y los acontecimientos se aceleran, a veces más deprisa de lo que se alcanza a procesar. Tradicionalmente se asocia también con los viajes, las noticias que llegan de lejos y los asuntos que se resuelven de golpe.',
    'Agilidad: eso te pide hoy el Ocho de Bastos. Contesta los mensajes, toma las decisiones pendientes y acompaña el ritmo de los acontecimientos, con la mirada puesta en el lugar donde quieres aterrizar.',
  ],
  present:
    'Todo se mueve deprisa a tu alrededor: mensajes, decisiones, planes que por fin avanzan. Es un momento de impulso favorable en el que conviene actuar con rapidez y mantener claro el rumbo.',
};

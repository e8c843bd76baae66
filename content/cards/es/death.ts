import type { CardContent } from '../card-content';

/** Death, in Spanish. */
export const card: CardContent = {
  overview: [
    'Un esqueleto con armadura negra avanza montado en un caballo blanco y enarbola un estandarte oscuro con una rosa blanca. Así lo pinta la baraja Rider-Waite-Smith: ante él ya ha caído un rey, un obispo lo espera con las manos juntas, una doncella aparta la mirada y un niño lo observa desde abajo. Al fondo corre un río con una barca y, entre dos torres, el sol está bajo en el horizonte. El tarot de Marsella la muestra más desnuda y más cruda: un esqueleto con guadaña siega un suelo oscuro del que asoman cabezas, una de ellas coronada, manos y pies. A menudo la carta solo lleva el número, y por eso se la llama el arcano sin nombre.',
    'El esqueleto es lo que queda cuando se ha caído todo lo superfluo, y la guadaña corta sin mirar el rango: rey, prelado, joven y niño son iguales ante ella. La rosa blanca del estandarte habla, en cambio, de pureza y de vida que continúa, y el sol entre las torres puede ser un ocaso o un amanecer, según se mire. El río se lleva las cosas, pero también las lleva a otra parte. Por eso la lectura tradicional no ve en esta carta una muerte física, sino el final de una etapa: algo que se cierra para que otra cosa pueda empezar.',
    'Con el número XIII, la Muerte pertenece a la segunda fila del viaje del Loco, entre el Colgado y la Templanza. El Colgado ha aceptado detenerse y soltar; la Muerte lleva ese desprendimiento hasta el final. Justo después, la Templanza empieza a recomponer lo que ha quedado.',
    'Si te sale, no hay motivo para asustarse: a menudo señala un capítulo que por dentro ya se ha cerrado, aunque todavía no hayas pasado la página.',
  ],
  present:
    'Algo está terminando para que otra cosa pueda empezar. El cambio ya está en marcha, y cuanto antes sueltes lo que ha cumplido su ciclo, antes podrá abrirse el capítulo siguiente.',
};

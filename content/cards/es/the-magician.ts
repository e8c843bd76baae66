import type { CardContent } from '../card-content';

/** The Magician, in Spanish. */
export const card: CardContent = {
  overview: [
    'La carta I muestra a alguien de pie tras una mesa, con un brazo en alto y el otro hacia abajo, como un pararrayos entre el cielo y la tierra. En la versión Rider-Waite-Smith, el Mago lleva una túnica blanca bajo un manto rojo, alza una varita hacia lo alto y señala el suelo con un dedo; sobre su cabeza flota el signo del infinito y en la mesa descansan una copa, una espada, un oro y un basto. La baraja de Marsella llama a la carta Le Bateleur, el prestidigitador de feria: un joven ante un tenderete lleno de cubiletes, monedas, dados y un cuchillo, con una varita en la mano y un sombrero de ala ancha que dibuja la misma curva sin fin.',
    'Los cuatro objetos de la mesa son los cuatro palos del tarot y, con ellos, los cuatro elementos: el agua de la copa, el aire de la espada, la tierra del oro y el fuego del basto. Todo lo necesario está ya ahí, al alcance de la mano; lo que falta es alguien que se decida a usarlo. El gesto de los brazos resume la carta: lo que se concibe arriba se hace realidad abajo. El cinturón en forma de serpiente que se muerde la cola y el lazo del infinito hablan de una energía que no se agota mientras se pone al servicio de un propósito. En Marsella, el tono es más pícaro: el talento puede ser arte o puro truco.',
    'Con él empieza de verdad el viaje del Loco y la primera fila de siete cartas, la que enseña a desenvolverse en el mundo. El viajero que lo tenía todo por delante descubre aquí que puede actuar, elegir y transformar lo que toca. La siguiente carta, la Sacerdotisa, le mostrará el reverso de esa fuerza: el saber que no se conquista con la voluntad, sino que se escucha en silencio.',
    'En una tirada suele invitarte a pasar de la idea a los hechos y a confiar en los recursos que ya tienes.',
  ],
  present:
    'Todo lo que la situación necesita ya está a tu alcance, y el siguiente movimiento te toca a ti. Tienes la habilidad, las palabras y el momento: úsalos con intención y no esperes a que otros empiecen.',
};

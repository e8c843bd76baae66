import type { CardContent } from '../card-content';

/** The Chariot, in Spanish. */
export const card: CardContent = {
  overview: [
    'Un joven con armadura avanza de pie en un carro, bajo un dosel azul cuajado de estrellas. En la baraja Rider-Waite-Smith no lleva riendas: el carro lo arrastran dos esfinges, una blanca y otra negra, que miran en direcciones distintas, y a su espalda queda una ciudad amurallada junto a un río. Sobre los hombros luce dos medias lunas, en el pecho un cuadrado y en la mano una varita. En el tarot de Marsella los que tiran del carro son dos caballos de colores diferentes, que a menudo parecen querer ir cada uno por su lado.',
    'El Carro habla de voluntad y dirección. Las dos esfinges, o los dos caballos, son fuerzas opuestas: deseo y deber, razón y emoción, lo que uno quiere y lo que teme. Que el conductor no lleve riendas significa que no las domina a tirones, sino con la firmeza de su propósito. La armadura protege, el dosel estrellado sugiere que el movimiento está en sintonía con algo más grande, y la ciudad que se queda atrás recuerda que avanzar implica dejar la comodidad de lo conocido. Es una carta de victoria, pero de una victoria que se gana con autodominio más que con fuerza bruta.',
    'Con el número VII, el Carro cierra la primera fila del viaje del Loco. Lo aprendido hasta aquí, desde la iniciativa del Mago hasta la elección de los Enamorados, se convierte en movimiento. A partir de la siguiente carta, la Fuerza, el viaje cambia de rumbo: el viajero que ha conquistado el mundo exterior tendrá que aprender a gobernarse por dentro.',
    'Cuando sale, suele animarte a tomar las riendas de una situación y a mantener el rumbo aunque las fuerzas tiren hacia lados distintos.',
  ],
  present:
    'Estás en marcha y llevas las riendas. Hay deseos que tiran en direcciones opuestas, pero basta un rumbo firme para que avancen juntos y te lleven adelante sin perder el control.',
};

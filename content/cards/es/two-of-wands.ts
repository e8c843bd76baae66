import type { CardContent } from '../card-content';

/** The Two of Wands, in Spanish. */
export const card: CardContent = {
  overview: [
    'Un hombre con gorro rojo aguarda de pie sobre una muralla. Con la mano derecha sujeta un pequeño globo terráqueo y con la izquierda, una vara; la segunda está fijada a la piedra con una argolla, a su espalda. Desde allí contempla una amplia extensión de tierra y mar. En la Rider-Waite-Smith se distingue en el muro un emblema de rosas y lirios cruzados, y el personaje viste con la sobriedad de un señor acomodado. El tarot de Marsella muestra solo dos bastones largos que se cruzan en aspa, entre flores y hojas.',
    'El globo en la mano es el mundo entendido como posibilidad: todavía no se ha recorrido, pero ya cabe en la palma. La vara fija al muro representa lo conseguido, el terreno seguro; la que sostiene, lo que aún puede emprender. Las rosas y los lirios suelen leerse como la unión del deseo y de la pureza de intención, dos fuerzas que conviene equilibrar antes de salir. Quien mira desde la almena tiene recursos y perspectiva, pero sigue dentro de sus propios muros.',
    'Como todo el palo de Bastos, esta carta pertenece al fuego, el elemento que empuja a emprender, a crear y a conquistar. El dos es número de balanza y de elección, y aquí la balanza oscila entre quedarse y partir, entre la comodidad de lo conocido y la llamada de lo que se adivina a lo lejos. El primer impulso ya ha tomado forma; falta decidir hacia dónde crecer y con qué riesgo.',
    'Hoy el Dos de Bastos te invita a asomarte de verdad a lo que hay más allá de lo conocido. No hace falta partir mañana, pero sí dejar de posponer la pregunta de adónde quieres llegar. Cuando la respuesta esté clara, el resto será cuestión de organizar el viaje paso a paso.',
  ],
  present:
    'Estás en un punto de equilibrio entre lo que ya tienes y lo que deseas. Las opciones están a la vista y ha llegado la hora de elegir un rumbo y trazar un plan que te saque de la comodidad.',
};

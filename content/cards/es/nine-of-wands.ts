import type { CardContent } from '../card-content';

/** The Nine of Wands, in Spanish. */
export const card: CardContent = {
  overview: [
    'Un hombre con la cabeza vendada se apoya en una vara y mira de reojo por encima del hombro, como quien espera otro ataque. A su espalda, en la Rider-Waite-Smith, ocho varas clavadas en el suelo forman una especie de empalizada. Está tenso y receloso, pero sigue en pie y en su puesto. El suelo es firme y al fondo se ven colinas verdes bajo un cielo gris. En el tarot de Marsella solo aparecen nueve bastones, ocho entrecruzados y uno vertical en el centro.',
    'La venda habla de heridas recibidas en batallas anteriores; no es la primera vez que la figura se defiende. La empalizada representa lo que ya ha conseguido y, a la vez, los límites que ha levantado para protegerse. La mirada recelosa muestra el precio de la experiencia: la resistencia ha crecido, pero también la desconfianza. Aun así, la carta no habla de derrota, sino de alguien que aguanta en la última línea y que conoce bien el valor de lo que guarda.',
    'Para los Bastos, palo del fuego, de la voluntad y de la pasión, el nueve marca el tramo final del recorrido. Queda poco para cerrar el ciclo, y justo en este punto el cansancio pesa más que nunca. Es la carta del último esfuerzo, la que pide reunir las fuerzas restantes con inteligencia, porque la meta está cerca aunque todavía no se vea. También recuerda que la fortaleza no consiste en no sentir el golpe, sino en levantarse después y decidir qué se sigue defendiendo.',
    'Hoy el Nueve de Bastos te pide resistir sin endurecerte. Reconoce todo lo que has soportado, cuida tus heridas y pregúntate qué defensas siguen siendo útiles y cuáles ya puedes bajar. El último tramo se recorre mejor con alguien al lado que con los puños apretados.',
  ],
  present:
    'Estás en el último tramo de una lucha larga y el cansancio se nota. Todavía te quedan fuerzas; úsalas con inteligencia, protege lo conseguido y no dejes que la desconfianza te cierre todas las puertas.',
};

import type { CardContent } from '../card-content';

/** The Four of Swords, in Spanish. */
export const card: CardContent = {
  overview: [
    'En el interior de una iglesia, la efigie de un caballero yace sobre un sepulcro, con las manos unidas en oración sobre el pecho. Tres espadas cuelgan de la pared apuntando hacia él y una cuarta descansa en horizontal a lo largo de la tumba. En lo alto, una vidriera de colores muestra a una figura que se arrodilla ante otra, como quien pide consuelo o recibe una bendición. La luz es tenue y el ambiente, de un silencio absoluto. En el tarot de Marsella no hay escena: cuatro espadas curvas dibujan un marco que encierra una pequeña flor.',
    'No es una imagen de muerte, aunque a primera vista lo parezca. El caballero no está vencido, sino en reposo; conserva la armadura y tiene sus armas al alcance, listas para cuando hagan falta. Las tres espadas de la pared son las luchas que quedaron atrás, y la que yace bajo él, la que todavía le pertenece. La vidriera recuerda que este descanso tiene algo de sagrado, porque la pausa sirve para recuperarse, no para rendirse.',
    'En las Espadas, palo del aire, se juegan el intelecto y las palabras, y su terreno suele ser el de las tensiones. El cuatro representa la estructura, la base estable y también la detención. Tras el dolor del Tres, este naipe ofrece una tregua, un espacio cerrado y silencioso donde la mente deja de pelear. Su lado ambiguo es evidente: la misma quietud que sana puede volverse aislamiento si se prolonga sin motivo.',
    'Hoy la carta te invita a bajar la guardia y descansar sin culpa. Tal vez no necesitas una solución inmediata, sino una noche de sueño, un día libre o un rato de silencio. Solo procura que el descanso te devuelva a la vida con más fuerza y no se convierta en un refugio del que no quieras salir.',
  ],
  present:
    'Necesitas parar. Llevas tiempo luchando con la cabeza y ahora toca recuperar fuerzas en silencio. Esta pausa no es una derrota, sino la manera de volver al mundo con la mente clara y el ánimo entero.',
};

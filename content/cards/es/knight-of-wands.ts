import type { CardContent } from '../card-content';

/** The Knight of Wands, in Spanish. */
export const card: CardContent = {
  overview: [
    'Un caballero con armadura y túnica amarilla decorada con salamandras monta un caballo que se encabrita sobre las patas traseras. En la Rider-Waite-Smith sostiene una vara florida en alto, y el penacho rojo de su yelmo ondea como una llama. Al fondo se ven pirámides en un desierto de arena. En el tarot de Marsella el jinete también alza un gran bastón sobre un caballo en plena marcha.',
    'El caballo encabritado muestra una fuerza que apenas se contiene, un impulso que quiere salir ya. El jinete no tira de las riendas con dureza; más bien parece acompañar el salto y disfrutarlo. Las salamandras de su ropa simbolizan el fuego que se renueva sin consumirse, y el color amarillo, la vitalidad y el optimismo. El desierto abierto y sin caminos es el escenario perfecto para quien prefiere trazar su ruta sobre la marcha, sin mapas ni esperas, confiando en su olfato.',
    'Los caballos representan la acción de cada palo, la búsqueda y la forma más extrema de su elemento. En los Bastos, palo del fuego y de la voluntad, eso significa pasión, aventura y audacia, pero también impaciencia e imprudencia. El Caballo de Bastos puede representar a alguien que irrumpe con entusiasmo en tu vida, un periodo de viajes, mudanzas y cambios, o esa parte atrevida de ti que se impacienta en cuanto algo la llama.',
    'El Caballo de Bastos te anima hoy a moverte con valentía, pero sin perder la dirección. Lánzate a lo que te entusiasma y pregúntate a la vez si tienes fuerzas para mantener el galope cuando la emoción inicial se apague. La audacia que sabe adónde va llega mucho más lejos que la que solo huye de la quietud.',
  ],
  present:
    'La acción manda ahora y los cambios llegan deprisa. Tienes ganas de lanzarte, de moverte, de probar cosas nuevas; el impulso es valioso, siempre que no te impida mirar por dónde galopas.',
};

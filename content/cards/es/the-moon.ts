import type { CardContent } from '../card-content';

/** The Moon, in Spanish. */
export const card: CardContent = {
  overview: [
    'En primer plano hay un estanque del que sale arrastrándose un cangrejo de río; de su orilla parte un camino que pasa entre dos torres y se pierde en las montañas. A ambos lados, en la Rider-Waite-Smith, un perro y un lobo aúllan hacia una luna que muestra un rostro de perfil dentro de un disco radiante y deja caer gotas en forma de yod. El Tarot de Marsella presenta el mismo escenario con algunos matices: dos perros en lugar de perro y lobo, el cangrejo metido en el agua y unas gotas de colores que parecen subir hacia la luna, como si ella las absorbiera, en vez de caer.',
    'Con luz de luna se distinguen los bultos, pero no los detalles, y en ese claroscuro vive la carta: la imaginación, los sueños, la intuición y también los miedos, que de noche crecen. El perro y el lobo son una misma naturaleza en dos versiones, la domesticada y la salvaje, y los dos contestan a la misma llamada. El cangrejo es algo que emerge del fondo, todavía sin nombre. Las dos torres recuerdan a las que se veían a lo lejos en la Muerte, y el camino que las cruza deja claro que aquí no hay rodeo posible: hay que pasar por en medio.',
    'El arcano XVIII ocupa el tramo más oscuro de la tercera fila, entre la esperanza limpia de la Estrella y el pleno día del Sol. Es la hora que precede al amanecer, cuando el viajero tiene que guiarse por el instinto porque la razón no alcanza a ver lo bastante lejos. La Luna no engaña a propósito, pero no lo enseña todo, y pide seguir caminando a oscuras. Quien no abandona el sendero acaba saliendo a la luz del Sol.',
    'En una tirada suele pedirte calma antes de sacar conclusiones: puede que la situación aún no sea lo que parece, y tus sensaciones merecen atención sin que las tomes por pruebas.',
  ],
  present:
    'El panorama está borroso y no todo es lo que parece. Avanza con cuidado, contrasta tus miedos con los hechos y escucha tus sueños e intuiciones sin tomarlos como prueba de nada.',
};

import type { CardContent } from '../card-content';

/** The Six of Wands, in Spanish. */
export const card: CardContent = {
  overview: [
    'Un jinete coronado de laurel avanza sobre un caballo blanco entre un grupo de personas a pie que lo acompañan con sus varas en alto. En la Rider-Waite-Smith el propio jinete lleva una vara con otra corona de laurel atada en la punta, y el caballo va cubierto con una gualdrapa verde que le llega casi hasta los cascos. Es la imagen de un regreso victorioso. En el tarot de Marsella aparecen únicamente seis bastones cruzados, tres y tres, enmarcando un motivo floral.',
    'El laurel era en la Antigüedad la corona de los vencedores y de los poetas. El caballo blanco añade pureza de intención y dominio sereno de la fuerza. La multitud es tan importante como el jinete: la victoria no se celebra a solas, necesita testigos y apoyo. La mirada del personaje, hacia delante y algo altiva, deja también una pregunta abierta sobre lo que ocurre cuando el aplauso se vuelve imprescindible y la seguridad depende de la opinión ajena.',
    'Los Bastos encarnan el fuego de la ambición, la acción y el deseo de dejar huella. El seis es número de armonía y de intercambio, y aquí se expresa como reconocimiento, porque el esfuerzo personal encuentra respuesta en la comunidad. Tras el conflicto del cinco, el fuego se ordena y alguien sale adelante, pero lo hace entre la gente, en una relación de dar y recibir entre quien vence y quien celebra. El éxito, en esta carta, es siempre compartido.',
    'Hoy el Seis de Bastos te pide aceptar el reconocimiento sin falsa modestia y agradecer a quienes te apoyaron. Disfruta del momento y recuerda que la confianza que ganas ahora te servirá para la próxima etapa, siempre que no olvides de dónde vienes.',
  ],
  present:
    'Es tu momento de reconocimiento. Lo que has logrado se ve y otros lo celebran contigo; aprovecha esta confianza para dar el siguiente paso con humildad y con la mirada puesta en lo que viene.',
};

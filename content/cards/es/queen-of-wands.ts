import type { CardContent } from '../card-content';

/** The Queen of Wands, in Spanish. */
export const card: CardContent = {
  overview: [
    'Una reina vestida de amarillo está sentada en un trono cuyos brazos terminan en leones y cuyo respaldo está decorado con leones y girasoles. En la Rider-Waite-Smith empuña una vara con brotes en la mano derecha y un girasol en la izquierda, y delante del trono se sienta un gato negro que mira de frente. Detrás se extienden lomas suaves bajo un cielo claro. En Marsella la Reina de Bastos aparece también sentada, con un bastón apoyado en el cuerpo y la otra mano en la cintura.',
    'Los leones aluden a Leo, signo de fuego, y a una fuerza noble y segura. El girasol, que sigue al sol, habla de alegría, de fertilidad y de una vida orientada hacia la luz. El gato negro es el detalle más enigmático: suele leerse como la intuición, la independencia y un punto de misterio que la reina no esconde. Su postura, con las piernas abiertas y firmes, transmite aplomo y presencia, la de alguien que está a gusto en su sitio y no necesita demostrarlo.',
    'Las reinas encarnan la madurez interior de su palo, la capacidad de nutrir y sostener desde dentro. Aplicado al fuego de los Bastos, que enciende la pasión y el arrojo, eso se traduce en calidez, carisma y confianza en sus propias fuerzas; esta reina conoce su valor sin necesidad de imponerse. Puede aludir a una persona de tu entorno con ese carácter, un clima de seguridad y alegría a tu alrededor o una faceta tuya que quiere mostrarse sin complejos.',
    'Hoy la Reina de Bastos te pide dejar que se vea tu calidez. Confía en tu instinto, muéstrate sin pedir perdón y reparte tu luz sin olvidar guardar un poco de fuego para ti. Quien cuida su propia llama puede calentar a muchos durante mucho tiempo.',
  ],
  present:
    'Irradias seguridad y calidez, y eso no pasa inadvertido. Tu presencia atrae, y tienes la capacidad de animar a quienes te rodean mientras avanzas en lo tuyo con confianza.',
};

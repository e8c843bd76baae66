import type { CardContent } from '../card-content';

/** The King of Cups, in Spanish. */
export const card: CardContent = {
  overview: [
    'Sobre un mar agitado flota un trono de piedra, y en él se sienta un rey. En la Rider-Waite-Smith sostiene con una mano una copa y con la otra un cetro, y lleva al cuello un colgante en forma de pez. A un lado, un barco navega entre las olas; al otro, un pez salta fuera del agua. El rey no parece inquieto; mira a lo lejos con serenidad. En el tarot de Marsella el Rey de Copas aparece sentado, con una gran copa en la mano y un gesto reposado.',
    'El contraste entre el mar revuelto y la calma del rey es el centro de la carta: las emociones existen y se agitan, pero no lo dominan. El colgante de pez indica que su creatividad y su sensibilidad están integradas en su identidad, no escondidas. El barco representa el mundo práctico, que avanza sobre el agua, y el pez que salta, la vida emocional e inconsciente. El rey sostiene ambos mundos en equilibrio, sin renunciar a ninguno.',
    'Cada rey muestra cómo se ejerce en el mundo el poder de su palo. Trasladada al agua y a los sentimientos, esa autoridad da un rey diplomático, compasivo y sereno, que sabe escuchar, aconsejar y mantener la cabeza fría sin enfriar el corazón. Puede señalar a una persona con esa madurez emocional, a quien aconseja desde la experiencia, una situación que pide calma o esa parte de ti que sabe sostener a otros sin perder el centro.',
    'Hoy el Rey de Copas te pide gobernar tus emociones en lugar de dejar que te arrastren. Siente lo que sientes, pero responde desde la calma, y acompaña a los demás sin dejar de cuidar tus propios límites. La serenidad también se aprende.',
  ],
  present:
    'Se te pide serenidad en medio de las emociones. Tienes la madurez necesaria para mantener la calma, atender a cada punto de vista y responder con equilibrio, sin reprimir lo que sientes ni dejar que te desborde.',
};

import type { CardContent } from '../card-content';

/** The Ace of Pentacles, in Spanish. */
export const card: CardContent = {
  overview: [
    'De una nube blanca asoma una mano que sostiene, con la palma abierta, una gran moneda de oro con una estrella de cinco puntas grabada. Debajo se extiende un jardín cuidado, con lirios blancos y un sendero que conduce a un arco de seto cubierto de flores. Más allá del arco se ven unas montañas lejanas. En la Rider-Waite-Smith la escena respira calma y fertilidad; nada se mueve, pero todo está a punto de crecer. En el tarot de Marsella el As de Oros muestra un gran disco ornamentado, rodeado de tallos y flores, sin mano ni jardín.',
    'La moneda es el emblema del palo y representa el dinero, pero también todo lo que tiene un valor concreto, como el cuerpo, la casa, el tiempo o el talento. La estrella de cinco puntas, el pentáculo, se ha asociado con el ser humano y con los cuatro elementos unidos por el espíritu. El jardín indica un terreno preparado, y el arco de flores es una puerta: quien acepta el regalo puede cruzarla y salir hacia las montañas, es decir, hacia metas más altas.',
    'Los Oros corresponden a la tierra, el elemento de lo material y lo tangible, que gobierna el trabajo, el dinero, la salud física, el hogar y la naturaleza. En la baraja española el palo conserva este mismo nombre, y en otras tradiciones del tarot se le llama Pentáculos o Monedas. El as inaugura la serie y, como toda semilla, guarda en pequeño lo que el palo desplegará después. Aquí esa semilla es una oportunidad real, con peso y forma, que pide paciencia para crecer.',
    'Hoy conviene que prestes atención a las ocasiones concretas que tienes delante. Puede ser una oferta, una idea con futuro económico o simplemente la decisión de cuidar mejor tu cuerpo y tus recursos. Lo importante es dar el primer paso con sensatez y dejar que el tiempo haga el resto.',
  ],
  present:
    'Tienes ante ti una oportunidad real de mejorar tu situación material o de empezar algo que puede darte estabilidad. No la dejes pasar; recíbela con gratitud y dale desde hoy un cuidado constante.',
};

import type { CardContent } from '../card-content';

/** Strength, in Spanish. */
export const card: CardContent = {
  overview: [
    'Una mujer vestida de blanco se inclina sobre un león y le cierra, o le acaricia, las fauces con las manos desnudas. En la baraja Rider-Waite-Smith lleva una corona de flores y una guirnalda de rosas que la une al animal; sobre su cabeza flota el signo del infinito, el mismo que aparece sobre el Mago, y al fondo se ve un paisaje sereno con una montaña azul. En el modelo de Marsella la figura lleva un gran sombrero de ala ancha que dibuja la misma curva, y abre o cierra la boca del león con una calma casi doméstica.',
    'Lo que asombra de esta carta es la ausencia de lucha. El león es la fuerza instintiva, la pasión, el miedo o la ira; la mujer no lo mata ni lo encierra, sino que lo amansa. La guirnalda de flores dice que el vínculo entre ambos es de confianza, no de cadenas, y el infinito sobre su cabeza sugiere una energía que no se gasta porque no se impone. Es una fuerza que nace de la paciencia, la compasión y la serenidad: la de quien conoce sus impulsos y los acompaña en vez de reprimirlos. Por eso la tradición ve en ella el valor más que la potencia.',
    'En el orden que sigue esta web, la Fuerza es la carta VIII y abre la segunda fila del viaje del Loco, la de la mirada hacia dentro y las pruebas interiores. En el tarot de Marsella y en toda su tradición es la XI, y su lugar lo ocupa la Justicia. Tras el empuje del Carro, el viajero descubre que la verdadera conquista es la de uno mismo, y después viene el Ermitaño, que buscará esa firmeza en el silencio.',
    'Su mensaje suele ser sencillo: la calma y la ternura pueden más que la presión.',
  ],
  present:
    'La paciencia está haciendo por ti más de lo que haría la fuerza. Te enfrentas a algo poderoso, en otra persona o dentro de ti, y una firmeza tranquila y amable ya empieza a amansarlo.',
};

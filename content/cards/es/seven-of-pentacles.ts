import type { CardContent } from '../card-content';

/** The Seven of Pentacles, in Spanish. */
export const card: CardContent = {
  overview: [
    'Un campesino joven se apoya en su azada y contempla una planta frondosa de la que cuelgan seis monedas de oro, como si fueran frutos. Una séptima moneda descansa en el suelo, junto a sus pies. Su expresión es pensativa, entre el cansancio y la evaluación, y su postura sugiere una pausa después de mucho trabajo. En la Rider-Waite-Smith el paisaje es sencillo y tranquilo, sin nada que distraiga de esa mirada. En el tarot de Marsella la carta muestra siete monedas ordenadas entre tallos y hojas, sin figura humana.',
    'La imagen habla del tiempo que transcurre entre la siembra y la cosecha. El campesino ha trabajado duro y ahora se detiene a mirar los resultados, que ya se ven, pero todavía no están maduros para recogerlos. La moneda del suelo puede leerse como la inversión inicial o como aquello que aún falta por hacer crecer. La azada, todavía en sus manos, indica que el trabajo no ha terminado del todo.',
    'La tierra de los Oros tiene ritmos lentos y estaciones, y nada en ella se apresura, ni el trabajo, ni el cuerpo, ni las cosechas. El siete marca un alto para examinar lo hecho y preguntarse si lo conseguido está a la altura del esfuerzo. En este palo, la evaluación es muy concreta; se trata de revisar inversiones, proyectos y hábitos, y de decidir dónde seguir poniendo el tiempo y los recursos.',
    'Lo que hoy te propone la carta es hacer balance sin prisas. Mira lo que has sembrado, reconoce lo que ya ha crecido y pregúntate si el rumbo sigue teniendo sentido. La paciencia es necesaria, pero también la honestidad. No todas las plantas merecen el mismo riego, y a veces la mejor cosecha llega después de un pequeño cambio.',
  ],
  present:
    'Estás en un momento de pausa y evaluación. Has trabajado mucho y los resultados empiezan a verse, aunque no del todo; revisa con calma lo que funciona y ten paciencia con lo que todavía está madurando.',
};

import type { CardContent } from '../card-content';

/** The Queen of Swords, in Spanish. */
export const card: CardContent = {
  overview: [
    'Una reina se sienta de perfil en un trono de piedra, situado tan alto que las nubes quedan por debajo. Con la mano derecha sostiene una espada perfectamente vertical; la izquierda se alza hacia delante, abierta, como quien invita a acercarse o pide un momento de silencio. Su corona y el trono están decorados con mariposas, y en el respaldo se distinguen también una luna creciente y una cabecita alada. Un único pájaro vuela alto en el cielo despejado. En el tarot de Marsella la Reina de Espadas aparece sentada, con la espada en la mano y un gesto más hierático, casi severo.',
    'Cada elemento refuerza la idea de claridad. La espada recta indica un juicio honesto, sin inclinaciones; la mano tendida, que esa claridad no excluye el diálogo. Las mariposas simbolizan el aire y la transformación, y el pájaro solitario habla de una mirada que ve desde arriba. Muchas lecturas tradicionales ven en esta reina a alguien que ha conocido el dolor, la pérdida o la soledad, y que ha convertido esa experiencia en sabiduría.',
    'Las Espadas son el palo del aire, del pensamiento, la palabra y la verdad. Las reinas representan el dominio interior del elemento, su expresión madura y protectora. La Reina de Espadas gobierna la mente desde dentro; sabe discernir, decir las cosas sin rodeos y proteger con límites claros lo que le importa. En una tirada puede señalar a alguien así, una situación que exige lucidez o tu propio lado más independiente y franco.',
    'Hoy la carta te pide que confíes en tu criterio. Has aprendido mucho de lo que te ha tocado vivir, y esa experiencia te permite ver lo que otros no ven. Usa esa mirada para decir la verdad y poner límites, pero deja siempre la mano abierta, como la Reina; la firmeza no está reñida con la amabilidad.',
  ],
  present:
    'Es momento de ver las cosas tal como son, sin idealizarlas ni dramatizarlas. Tu experiencia te da criterio; úsalo para poner límites claros y hablar con honestidad, sin dejar que la lucidez se convierta en dureza.',
};

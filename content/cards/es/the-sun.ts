import type { CardContent } from '../card-content';

/** The Sun, in Spanish. */
export const card: CardContent = {
  overview: [
    'Pocas cartas son tan fáciles de querer. Arriba, un sol enorme con cara humana lanza rayos que alternan líneas rectas y ondulantes. Debajo, en la Rider-Waite-Smith, un niño desnudo monta a pelo un caballo blanco, con los brazos abiertos, una corona de flores y una pluma roja en el pelo, y sostiene un largo estandarte rojo. Detrás asoman girasoles por encima de un muro gris. El Sol de Marsella es más íntimo y de aire más antiguo: dos niños casi desnudos, de pie ante un murete de ladrillo, uno con la mano apoyada en el otro, mientras del cielo les caen gotas de colores.',
    'Ese niño no es el Loco del principio. Aquella inocencia aún no había vivido nada; esta ha atravesado la noche de la Luna y ha vuelto a confiar. Por eso cabalga sin silla ni riendas y con los brazos abiertos: no tiene nada a lo que agarrarse y tampoco lo necesita. El caballo blanco es una fuerza tranquila, el estandarte rojo la vitalidad que se despliega, y los girasoles se giran hacia la luz igual que él. El muro delimita un jardín, un espacio protegido. En la versión de Marsella, la pareja de niños añade algo que la otra no muestra tanto: la alegría compartida, la amistad, la complicidad de tener a alguien al lado.',
    'El Sol es el arcano XIX y sigue a la Luna con un contraste total: después de la noche incierta llega el mediodía, cuando todo se ve tal como es. En la tercera fila del viaje del Loco, la de las grandes fuerzas, esta es la más generosa, la vida misma con su calor y su claridad. También es la antesala del Juicio, donde esa luz se convierte en una llamada a levantarse y hacer balance de todo el camino.',
    'Sacarla suele alegrar el día: habla de claridad, de energía y de cosas que salen bien, y te recuerda que disfrutarlas también forma parte del mensaje.',
  ],
  present:
    'La luz está de tu parte en esta etapa: claridad, calidez y una buena dosis de confianza. Las cosas se ven mejor y se comparten con más facilidad, así que permítete disfrutar de lo que va bien.',
};

import type { CardContent } from '../card-content';

/** The Eight of Pentacles, in Spanish. */
export const card: CardContent = {
  overview: [
    'Un joven artesano, sentado en un banco de madera, trabaja con martillo y cincel sobre una moneda de oro. Otras seis monedas terminadas cuelgan de un poste a su lado, como en un escaparate, y una más espera en el suelo. Lleva un delantal de trabajo y está completamente absorto en lo que hace. A lo lejos, al final de un camino, se ve una ciudad. En la Rider-Waite-Smith todo transmite orden, silencio y esmero. En el tarot de Marsella, ocho monedas se alinean en dos columnas entre adornos vegetales.',
    'La imagen habla del valor de la repetición. Cada moneda se parece a la anterior, pero cada una se trabaja con el mismo cuidado, y así es como se aprende un oficio. La ciudad lejana indica que el artesano se ha apartado del bullicio para concentrarse; su recompensa no es la fama, sino el dominio de lo que hace. Las monedas expuestas muestran lo conseguido, y la del suelo recuerda que siempre queda algo por hacer.',
    'La tierra, elemento de los Oros, gobierna todo lo que se construye con las manos y se gana con tiempo. Al ocho le corresponden el movimiento y la maestría, el avance sostenido hacia el dominio de algo. Aquí la maestría es artesanal y paciente: se gana hora a hora, con humildad y atención, sin atajos. Es la carta del aprendiz que está a punto de convertirse en maestro, y también la de cualquiera que vuelve a empezar con ganas de aprender desde cero.',
    'Hoy te toca poner el foco en lo que estás aprendiendo o construyendo. No hace falta hacerlo todo a la vez; basta con dedicar tiempo y cuidado a la tarea de hoy. Lo que practicas con constancia acaba formando parte de ti, y esa es una riqueza que nadie te puede quitar.',
  ],
  present:
    'Estás en una etapa de trabajo concentrado y aprendizaje. Tu esfuerzo constante da resultados; sigue puliendo tus habilidades con paciencia y disfruta de la satisfacción de hacer las cosas bien.',
};

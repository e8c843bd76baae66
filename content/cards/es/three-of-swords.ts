import type { CardContent } from '../card-content';

/** The Three of Swords, in Spanish. */
export const card: CardContent = {
  overview: [
    'Es una de las imágenes más directas de todo el tarot. Un gran corazón rojo flota en el aire, atravesado por tres espadas que lo cruzan en ángulos distintos. Detrás, el cielo está cubierto de nubes grises y cae una lluvia fina y constante. No hay personas, ni paisaje, ni un lugar donde refugiarse: solo el dolor, mostrado sin adornos. En el tarot de Marsella la carta es mucho más sobria; dos espadas curvas se cruzan y una tercera, recta, las atraviesa en vertical, sin corazón ni lluvia, con unas hojas y flores que asoman en los bordes.',
    'El corazón representa lo que más valoras, ya sea el afecto, la confianza o la imagen que tenías de alguien o de ti. Las tres espadas son pensamientos, palabras o verdades que lo han alcanzado, a veces desde fuera y a veces desde dentro. La lluvia, sin embargo, no es solo tristeza; también limpia y riega. La carta da a entender que la pena, cuando se vive en lugar de esquivarse, termina por fertilizar algo nuevo.',
    'Las Espadas son el palo del aire, del pensamiento y de la palabra, y por eso sus heridas suelen nacer de lo que se dice, se descubre o se piensa. El tres es el número del crecimiento y de los primeros resultados; en un palo tan afilado, ese crecimiento llega a través del desengaño. Es la primera lección dura de las Espadas: comprender duele, pero también hace madurar.',
    'Hoy esta carta te pide que no escondas lo que te duele. No se trata de regodearte en la pena, sino de reconocerla, contarla a alguien de confianza y darte el tiempo que necesitas. Las tormentas pasan, y lo que aprendes en ellas se queda contigo.',
  ],
  present:
    'Atraviesas una pena real, quizá una decepción o una verdad difícil de aceptar. Darte permiso para sentirla, en lugar de taparla con prisas, es lo que permitirá que la herida empiece a cerrarse con el tiempo.',
};

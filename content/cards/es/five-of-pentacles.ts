import type { CardContent } from '../card-content';

/** The Five of Pentacles, in Spanish. */
export const card: CardContent = {
  overview: [
    'Dos figuras avanzan en medio de una nevada, de noche o al caer la tarde. Una cojea apoyada en muletas, con la cabeza vendada y una campanilla colgada al cuello; la otra, descalza, se envuelve en un chal raído para protegerse del frío. Pasan junto al muro de una iglesia, cuya vidriera iluminada muestra cinco monedas de oro dispuestas como las ramas de un árbol. Ninguna de las dos parece mirar hacia esa luz. El tarot de Marsella prescinde de la escena y coloca cinco monedas, cuatro en las esquinas y una en el centro, rodeadas de tallos y flores.',
    'La imagen es una de las más crudas del palo. Las muletas, la venda y los pies descalzos hablan de pobreza, enfermedad y desamparo, y la campanilla recuerda la que antiguamente debían llevar los enfermos apartados de la comunidad. Pero la vidriera es el detalle decisivo: el refugio está ahí mismo, a un paso. La carta no habla solo de carencia, sino también de lo difícil que resulta pedir ayuda, de la vergüenza o el cansancio que impiden levantar la vista.',
    'En los Oros, palo de la tierra, se juegan el sustento, la salud del cuerpo y el techo bajo el que se vive. Todos los cincos del tarot traen conflicto y pérdida, y rompen el equilibrio que el cuatro había levantado. En un palo tan ligado a la seguridad, esa ruptura se vive como escasez, enfermedad, exclusión o miedo a no tener suficiente. Es una prueba dura, pero no eterna.',
    'Hoy la carta te invita a mirar a tu alrededor con otros ojos. Si atraviesas un momento difícil, quizá haya una ayuda más cerca de lo que crees, en tu gente, en tu comunidad o en un servicio que no has consultado. Pedir apoyo no te resta dignidad; a veces es justo el gesto que abre la puerta al calor.',
  ],
  present:
    'Atraviesas un momento de estrechez, material o emocional, y puede que sientas que te han dejado fuera. No lo cargues a solas; busca la ayuda que tienes cerca y recuerda que esta etapa también pasará.',
};

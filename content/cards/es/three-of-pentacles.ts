import type { CardContent } from '../card-content';

/** The Three of Pentacles, in Spanish. */
export const card: CardContent = {
  overview: [
    'Bajo las bóvedas de una iglesia en obras, un cantero subido a un banco trabaja la piedra de un arco. Frente a él, dos figuras sostienen unos planos y parecen consultarle: un monje y un personaje con un manto de colores, quizá el arquitecto o quien ha encargado la obra. Sobre el arco hay tres monedas talladas, dispuestas en triángulo. En la Rider-Waite-Smith el artesano se vuelve hacia ellos desde lo alto del banco, con la seguridad de quien conoce su oficio. En el tarot de Marsella la carta muestra tres monedas enlazadas por tallos y flores, una arriba y dos abajo, o a la inversa según la edición.',
    'La imagen habla de una obra que solo puede levantarse entre varios. El cantero aporta la habilidad; el monje, la visión espiritual; el arquitecto, el plan. Ninguno podría terminarla sin los demás. Que la escena ocurra en un templo sugiere que el trabajo bien hecho tiene algo de sagrado, y el triángulo de monedas recuerda la unión de cuerpo, mente y espíritu en cualquier tarea hecha con cuidado.',
    'La tierra, elemento de los Oros, rige todo lo que se puede construir y tocar, desde una casa hasta un oficio. Con el tres llegan el crecimiento y los primeros resultados, y aquí saltan a la vista. La semilla del as y el equilibrio del dos se convierten en una obra real, reconocida por otros. Habla del aprendiz que ya domina lo básico y del equipo que empieza a funcionar.',
    'Hoy la carta te invita a valorar la colaboración y tu propio oficio. Pide consejo, comparte tus conocimientos y cuida la calidad de lo que haces, aunque nadie parezca mirar. Lo que se construye con esmero y en buena compañía suele durar más de lo que imaginas.',
  ],
  present:
    'Estás construyendo algo que empieza a tomar forma gracias a tu esfuerzo y al de otras personas. Es un buen momento para colaborar, escuchar a quienes saben y dejar que tu trabajo hable por ti.',
};

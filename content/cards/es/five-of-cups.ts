import type { CardContent } from '../card-content';

/** The Five of Cups, in Spanish. */
export const card: CardContent = {
  overview: [
    'Una figura envuelta en una capa negra, con la cabeza inclinada, contempla tres copas volcadas cuyo contenido se ha derramado en el suelo. En la Rider-Waite-Smith, detrás de la figura, dos copas siguen en pie sin que las mire. Más allá corre un río, y un puente conduce hacia un castillo o una casa en la otra orilla. El cielo es gris y el paisaje, desnudo. En el tarot de Marsella aparecen cinco copas, cuatro en las esquinas y una en el centro, entre adornos florales.',
    'La capa negra es el luto, el momento en que el dolor ocupa toda la visión. Las copas derramadas representan lo perdido: una relación, una oportunidad, una esperanza. Las dos que siguen llenas son lo que permanece, aunque por ahora la figura no pueda verlo. El río es la emoción que fluye y separa, y el puente, el camino que algún día permitirá cruzar hacia un lugar seguro. La carta no niega la pérdida, pero recuerda que no lo es todo.',
    'El palo de Copas, unido al agua, gobierna los afectos y el mundo interior. Con el cinco llegan la crisis y la pérdida, que rompen la armonía alcanzada, y en este palo esa ruptura toma la forma de decepción, duelo o arrepentimiento. Pocas cartas del mazo son tan tristes, y pocas tan humanas, porque esta reconoce el derecho a la pena y, al mismo tiempo, señala el camino de salida.',
    'Hoy el Cinco de Copas te pide honrar lo que duele sin quedarte a vivir en ello. Llora lo necesario, busca compañía y, cuando tengas fuerzas, mira también lo que no se ha perdido. El duelo tiene su tiempo, y ese tiempo, aunque ahora no lo parezca, también termina.',
  ],
  present:
    'Estás atravesando un duelo o un desengaño, y es natural que duela. Date tiempo para sentirlo, sin olvidar que a tu alrededor quedan apoyos y posibilidades que todavía no has mirado.',
};

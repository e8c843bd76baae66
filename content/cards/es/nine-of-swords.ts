import type { CardContent } from '../card-content';

/** The Nine of Swords, in Spanish. */
export const card: CardContent = {
  overview: [
    'Sobre un fondo completamente negro, una figura se incorpora en la cama y se cubre la cara con las manos. Nueve espadas cuelgan en horizontal sobre ella, una encima de otra, como los barrotes de una ventana a oscuras. La colcha está decorada con rosas rojas y con símbolos astrológicos, y en el lateral de la cama hay un relieve en el que una figura derrota a otra. Es la imagen del despertar brusco en plena madrugada, cuando todo parece peor de lo que es. En el tarot de Marsella, en cambio, la carta muestra solo nueve espadas, ocho curvas que dibujan un óvalo y una recta que lo atraviesa de arriba abajo.',
    'Las espadas no tocan a la figura; flotan sobre ella como pensamientos que no puede apartar. Ese detalle es esencial, porque el peligro no está en la habitación, sino en la cabeza. Las rosas de la colcha recuerdan que la vida sigue teniendo belleza, aunque en ese momento no se vea, y los signos del zodiaco sugieren el paso del tiempo: la noche terminará. El relieve de la cama alude a viejos conflictos que siguen resonando en la memoria.',
    'Como palo del aire, las Espadas hablan de la mente y del diálogo interior, y esta carta muestra su cara más angustiosa. El nueve es el número de lo casi completo, del punto en que un ciclo alcanza su máxima intensidad antes de cerrarse. Aquí lo que llega a su punto máximo es la preocupación, la culpa o el miedo, justo antes de que algo tenga que cambiar. Por eso la carta, por dura que resulte, contiene también una promesa de desenlace.',
    'Hoy la carta no te pide que ignores lo que te preocupa, sino que lo saques de la oscuridad. Cuéntalo, escríbelo, consúltalo con alguien que sepa. Muchas angustias se encogen cuando se miran a la luz del día, y las que no, se afrontan mejor en compañía.',
  ],
  present:
    'Te pesan preocupaciones que crecen sobre todo cuando te quedas a solas con ellas. No tienes que resolverlo todo esta noche; compartir lo que sientes y separar los hechos de los miedos te devolverá algo de calma.',
};

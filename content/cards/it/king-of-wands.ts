import type { CardContent } from '../card-content';

/** The King of Wands, in Italian. */
export const card: CardContent = {
  overview: [
    'Un re siede su un trono il cui schienale è decorato da leoni e salamandre, e si sporge leggermente in avanti, come se stesse per alzarsi. Nel Rider-Waite-Smith stringe un bastone fiorito, porta una corona a forma di fiamma e un mantello su cui salamandre si mordono la coda; ai suoi piedi una piccola salamandra viva lo accompagna. Nei Tarocchi di Marsiglia il Re di Bastoni è seduto, con un grande bastone in mano e un cappello regale, in una posa solenne e raccolta.',
    "Come tutto il seme dei Bastoni, il Re appartiene al fuoco, l'elemento della volontà, della creatività e dell'iniziativa. Le salamandre che si mordono la coda formano un cerchio, l'uroboro, simbolo di una forza che si rinnova e trova compimento. La corona a fiamma dice che il fuoco qui ha preso forma di autorità; la salamandra a terra ricorda che questa autorità resta viva, ancora capace di muoversi. Il corpo proteso in avanti è quello di chi non si limita a regnare, ma vuole agire.",
    "Il Re porta il proprio seme nel mondo e lo governa con autorità. Nei Bastoni è il leader visionario, l'imprenditore, chi sa trasformare un'idea in un progetto e trascinare altri con sé. Può indicare una persona di questo carattere, una situazione che richiede guida, o la tua capacità di assumere il comando con coraggio e lungimiranza. Non è un sovrano che aspetta sul trono: ama fondare, avviare, aprire strade, e spesso è il primo a credere in ciò che altri considerano ancora un'utopia.",
    'Se oggi il Re di Bastoni esce per te, ti invita a prendere in mano la tua visione. Decidi dove vuoi arrivare, dillo chiaramente e muovi il primo passo: la tua autorità nasce dalla coerenza tra ciò che immagini e ciò che fai.',
  ],
  present:
    "Hai l'occasione di prendere il comando con coraggio. Con il Re di Bastoni entri in una fase in cui la tua parola ha peso e la tua visione convince: usala con generosità, ascoltando anche chi ti sta accanto.",
};

import type { CardContent } from '../card-content';

/** The Ten of Swords, in Italian. */
export const card: CardContent = {
  overview: [
    "Una figura giace a faccia in giù sul terreno, con dieci spade conficcate nella schiena e un drappo rosso che le copre le gambe. Nel Rider-Waite-Smith il cielo sopra di lei è completamente nero, ma all'orizzonte si apre una striscia di luce gialla, un'alba che sorge sopra un lago calmo e montagne lontane. La mano destra, appoggiata a terra, compone un gesto simile a quello della benedizione. Nel modello marsigliese la carta mostra invece un intreccio di sciabole ricurve, con due lame diritte che si incrociano al centro, in una composizione ordinata e quasi solenne.",
    "L'immagine è volutamente eccessiva: dieci spade sono più di quante ne servano, come a dire che questa fine è completa, senza possibilità di ritorno. Eppure proprio l'eccesso la rende quasi liberatoria, perché non c'è più nulla da difendere né da temere. Il cielo nero e l'alba dorata convivono nella stessa scena, e l'acqua calma ricorda che dopo la tempesta viene la quiete. Il gesto della mano suggerisce che perfino in questo momento resta qualcosa di sacro, una pace possibile.",
    "Il dieci è il numero della compiutezza e della fine di un ciclo. Per le Spade, seme dell'aria, del pensiero e dei conflitti, questa chiusura arriva dopo l'ansia del Nove come un punto finale, perché ciò che si temeva è accaduto e non si può più rimandare. Ma ogni fine prepara un nuovo asso, un pensiero più limpido che può nascere solo quando quello vecchio è davvero concluso.",
    'Oggi il Dieci di Spade ti chiede di accettare ciò che è finito, senza accanirti e senza rimproverarti. Non devi fingere che non faccia male; puoi però smettere di fissare le lame e cominciare a guardare la luce che sorge. Chiedi aiuto, riposa, fai tesoro di ciò che hai imparato. Il giorno dopo il crollo è anche il primo giorno di una ricostruzione.',
  ],
  present:
    'Qualcosa giunge al termine, forse in modo doloroso. Il Dieci di Spade ti invita a non trattenere ciò che è già finito: lascia che cada, vivi il tuo dispiacere e chiedi sostegno alle persone che ti sono vicine.',
};

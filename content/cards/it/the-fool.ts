import type { CardContent } from '../card-content';

/** The Fool, in Italian. */
export const card: CardContent = {
  overview: [
    'Un viandante cammina a testa alta verso il ciglio di un precipizio, come se il vuoto non lo riguardasse. Nel mazzo Rider-Waite-Smith è un giovane dagli abiti sgargianti, con un fagotto appeso a un bastone sulla spalla, una rosa bianca in mano e un cagnolino bianco che gli saltella accanto; alle sue spalle splendono un sole giallo e, lontane, le cime innevate. Nei Tarocchi di Marsiglia la scena è più terrena: un vagabondo con le brache strappate avanza appoggiandosi al bastone, mentre un animale gli tira i calzoni o gli morde la gamba. Nei tarocchi italiani, che da secoli sono anche un gioco di carte, il Matto non ha numero e non è un trionfo come gli altri: in molte varianti si cala come «scusa», per non dover rispondere al seme.',
    'Lo zero è il suo segno più eloquente: non vale nulla e, proprio per questo, può stare ovunque, all’inizio come alla fine della serie. Il precipizio parla del rischio che accompagna ogni inizio vero, il fagotto leggero di chi porta con sé soltanto l’essenziale, la rosa bianca di un’innocenza che non ha ancora fatto i conti con il mondo. Il cane si può leggere come l’istinto che mette in guardia oppure, nella versione marsigliese, come la realtà che richiama all’ordine con un morso. Il Matto non è uno sciocco: è la libertà di chi non ha ancora deciso chi essere.',
    'Il Matto è il protagonista che attraversa tutte le altre carte. Sta fuori dalle tre file da sette: viene prima del Mago, che apre la prima fila, dedicata a imparare ad agire nel mondo, e, dopo il Mondo, che con il XXI chiude il cerchio, torna a essere il passo da cui tutto ricomincia. Ogni figura che incontra gli insegna qualcosa, e lui se la mette nel fagotto.',
    'In una stesa di oggi il Matto invita spesso a fidarsi di un inizio anche senza la mappa completa, guardando però dove si mettono i piedi.',
  ],
  present:
    'In questo momento ti trovi davanti a una pagina bianca, con più curiosità che certezze e la sensazione che tutto possa ancora succedere. Il Matto dice che questa leggerezza è una risorsa: la situazione è aperta, e proprio per questo ti lascia spazio per inventare.',
};

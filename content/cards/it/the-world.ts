import type { CardContent } from '../card-content';

/** The World, in Italian. */
export const card: CardContent = {
  overview: [
    'L’ultima carta del mazzo mostra una figura che danza, quasi nuda, avvolta soltanto da una sciarpa, al centro di una grande ghirlanda ovale di alloro legata da nastri rossi. Nel Rider-Waite-Smith tiene una bacchetta in ciascuna mano e incrocia una gamba dietro l’altra; nei quattro angoli, tra le nuvole, compaiono una testa umana dall’aspetto angelico, un’aquila, un toro e un leone. Nel modello marsigliese la figura stringe una bacchetta in una mano e una piccola ampolla nell’altra, dentro una corona di foglie a forma di mandorla, con gli stessi quattro esseri agli angoli.',
    'I quattro esseri sono il tetramorfo della tradizione cristiana, i simboli dei quattro evangelisti, e insieme i quattro segni fissi dello zodiaco: Acquario, Scorpione, Leone e Toro. Rappresentano la totalità, gli elementi finalmente in armonia. La ghirlanda è un cerchio che non imprigiona ma protegge, e i nastri annodati ricordano il segno dell’infinito. Le gambe incrociate della danzatrice riprendono, raddrizzata, la posa dell’Appeso: ciò che là era sospensione qui diventa movimento libero. È la carta del compimento, dell’integrazione, della festa.',
    'Con il numero XXI il Mondo chiude la terza fila e l’intero viaggio del Matto. Dopo il richiamo del Giudizio, il viaggiatore si ritrova intero, in pace con ciò che è stato. Il cerchio però non è un punto fermo: da qui il Matto riparte, e la fine di un cammino coincide con l’inizio del successivo, con un bagaglio più ricco. Non a caso il Matto, che porta lo zero, e il Mondo, che porta il numero più alto, si leggono spesso come l’inizio e la fine di uno stesso giro.',
    'Quando appare oggi, spesso segnala che qualcosa giunge a maturazione: vale la pena riconoscerlo e festeggiarlo prima di rimettersi in viaggio.',
  ],
  present:
    'Ti trovi a un traguardo: un percorso arriva a compimento e senti che ogni esperienza ha trovato il suo senso. Il Mondo parla di armonia e di completezza, un momento in cui puoi apprezzare ciò che hai costruito e sentirti a casa nella tua vita.',
};

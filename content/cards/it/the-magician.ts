import type { CardContent } from '../card-content';

/** The Magician, in Italian. */
export const card: CardContent = {
  overview: [
    'Dietro un tavolo, una figura in mantello rosso alza verso il cielo una bacchetta con la mano destra e con la sinistra indica la terra. È la posa del Mago nel mazzo Rider-Waite-Smith: sopra la testa fluttua il segno dell’infinito, alla vita porta una cintura a forma di serpente che si morde la coda, e sul tavolo sono posati una coppa, una spada, un pentacolo e un bastone. Intorno crescono rose rosse e gigli bianchi. Nei Tarocchi di Marsiglia, e nei vecchi mazzi italiani dove la carta si chiamava il Bagatto, la figura è invece un giocoliere di piazza: cappello a tesa larga, un banchetto pieno di bicchieri, dadi, monete e coltelli, e l’aria di chi sta per stupire il pubblico con un gioco di prestigio.',
    'Gli oggetti sul tavolo sono i quattro semi degli arcani minori, cioè gli elementi con cui si costruisce qualunque cosa: il fuoco della volontà, l’acqua dei sentimenti, l’aria del pensiero, la terra della materia. Il Mago li ha tutti davanti e sa come usarli. Il gesto delle due mani, una in alto e una in basso, riassume il suo compito: far scendere un’idea fino a renderla concreta. Il segno dell’infinito e il serpente ricordano che l’energia a sua disposizione non si esaurisce; il giocoliere marsigliese aggiunge una nota più ambigua, perché la stessa abilità può servire a creare come a ingannare.',
    'Con il numero I il Mago apre la prima fila del viaggio, quella in cui si impara ad agire nel mondo. Dopo il salto nel vuoto del Matto arriva il primo strumento: la scoperta di avere delle risorse e di saperle usare. Subito dopo viene la Papessa, che gli risponde con il silenzio: all’azione che si mostra segue il sapere che si custodisce.',
    'Quando compare in una stesa, il Mago suggerisce che gli strumenti per cominciare ci sono già; spesso manca soltanto la decisione di metterli sul tavolo.',
  ],
  present:
    'Il Mago descrive una situazione che risponde a ciò che fai: le tue capacità, le tue parole e il tuo tempismo pesano più delle circostanze. Hai voce in capitolo, e ogni scelta compiuta con intenzione lascia un segno visibile.',
};

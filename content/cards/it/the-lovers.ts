import type { CardContent } from '../card-content';

/** The Lovers, in Italian. */
export const card: CardContent = {
  overview: [
    'Gli Amanti sono tra le carte che cambiano di più da un mazzo all’altro. Nei Tarocchi di Marsiglia un giovane sta in piedi tra due donne, una dall’aria più matura e una più giovane, e sembra incerto su quale ascoltare; dall’alto un Cupido alato, dentro un sole raggiante, punta la freccia verso di lui. Nel Rider-Waite-Smith la scena diventa un giardino dell’Eden: un uomo e una donna nudi stanno uno di fronte all’altra sotto un grande angelo che apre le braccia tra le nuvole. Dietro la donna c’è un albero carico di frutti con un serpente attorcigliato al tronco, dietro l’uomo un albero di fiamme, e tra i due si alza una montagna.',
    'La chiave della carta è la scelta. Nella versione marsigliese è evidente: il giovane deve decidere tra due strade, due affetti, due idee di sé, e la freccia di Cupido ricorda che certe decisioni partono dal cuore prima che dalla ragione. Nel Rider-Waite-Smith gli alberi richiamano quello della conoscenza e quello della vita, il serpente la tentazione, l’angelo (tradizionalmente identificato con Raffaele) una benedizione che arriva quando l’unione è sincera. La donna alza gli occhi verso l’angelo, l’uomo guarda la donna: l’incontro con l’altro diventa anche un modo per vedere più in alto.',
    'Gli Amanti portano il numero VI e sono la penultima tappa della prima fila, quella in cui si impara ad agire nel mondo. Dopo gli insegnamenti ricevuti dal Papa, per la prima volta il viaggiatore sceglie da sé e si lega a qualcuno o a qualcosa in base ai propri valori. Da quella scelta nasce la spinta del Carro, che chiude la fila.',
    'In una stesa di oggi gli Amanti indicano spesso un bivio in cui conta restare fedeli a ciò che si sente davvero, più che a ciò che gli altri si aspettano.',
  ],
  present:
    'Gli Amanti dicono che al centro di tutto c’è una relazione: un’intesa, un’attrazione, un patto di fiducia tra due persone o tra te e i tuoi valori. Ciò che scegli in questa fase ti rivela, perché ogni sì e ogni no racconta qualcosa di chi sei.',
};

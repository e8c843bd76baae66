import type { CardContent } from '../card-content';

/** Justice, in Italian. */
export const card: CardContent = {
  overview: [
    'Seduta ben dritta sul trono, con una spada alzata in una mano e una bilancia nell’altra, la Giustizia è una delle figure più riconoscibili del mazzo. Nel Rider-Waite-Smith indossa una veste rossa e una corona, e siede tra due colonne grigie davanti a un drappo viola; da sotto l’abito spunta un piede con una scarpa bianca. Nei Tarocchi di Marsiglia ha gli stessi attributi e la stessa posa frontale, ma porta il numero VIII. A differenza di tante statue nei tribunali, in entrambi i mazzi non è bendata: guarda dritto davanti a sé, verso chi la osserva.',
    'La bilancia misura, pesa le ragioni di tutti e cerca l’equilibrio; la spada, a doppio taglio, decide e separa, e ricorda che ogni verdetto ha conseguenze in entrambe le direzioni. Gli occhi aperti dicono che questa giustizia non è cieca ma lucida: vede le cose come stanno, senza sconti e senza accanimento. Le colonne e il drappo segnano una soglia, come accadeva per la Papessa, ma qui non si custodisce un segreto: si rende conto delle proprie azioni. È la carta della causa e dell’effetto, della verità detta con chiarezza, delle decisioni prese dopo aver ascoltato tutte le parti.',
    'Nell’ordine di questo sito, come nel Rider-Waite-Smith, la Giustizia è l’arcano XI, al centro esatto della serie che va da I a XXI, nella seconda fila del viaggio, quella in cui lo sguardo si volge all’interno e arrivano le prove. Dopo i giri imprevedibili della Ruota della Fortuna viene il momento di fare i conti: ciò che si è seminato torna indietro. Subito dopo l’Appeso capovolgerà il punto di vista, ma prima bisogna vedere con onestà dove ci si trova.',
    'Oggi la Giustizia invita spesso a guardare i fatti con lucidità, ad assumersi la propria parte di responsabilità e a cercare una decisione equa, anche nei propri confronti.',
  ],
  present:
    'La Giustizia descrive una situazione in cui ogni azione ha un peso e ogni scelta produce conseguenze precise. In questo momento la chiarezza è la tua alleata migliore: guardare i fatti con onestà, senza addolcirli né ingigantirli, ti permette di capire dove ti trovi davvero.',
};

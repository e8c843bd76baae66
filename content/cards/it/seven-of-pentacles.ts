import type { CardContent } from '../card-content';

/** The Seven of Pentacles, in Italian. */
export const card: CardContent = {
  overview: [
    'Un giovane contadino si appoggia al manico della zappa e osserva in silenzio una grande pianta rigogliosa, da cui pendono sei denari come frutti maturi. Nel Rider-Waite-Smith un settimo denaro giace a terra, vicino ai suoi piedi, separato dagli altri. Il volto è pensieroso, forse stanco, forse appagato: difficile dirlo, ed è proprio questa ambiguità a rendere la carta interessante. Nei Tarocchi di Marsiglia i sette denari sono disposti con simmetria tra rami e foglie, senza figure.',
    'I Denari sono il seme della terra, e nessuna carta lo mostra meglio di questa. Qui si lavora il suolo, si semina, si aspetta. La terra ha tempi che non si possono forzare, stagioni che chiedono fatica e altre che chiedono solo pazienza. La zappa su cui il contadino si appoggia indica una pausa dopo un lungo impegno; la moneta caduta a terra può essere il nuovo seme da piantare, oppure ciò che resta ancora da raccogliere.',
    'Il sette è il numero della prova e della valutazione. Nella serie dei Denari arriva dopo lo scambio armonioso del Sei e chiede di fermarsi a fare i conti: quanto è stato investito, quanto è cresciuto, quanto ancora manca. Non è ancora il raccolto, e non è più la semina. È il momento intermedio in cui si decide se continuare a curare la pianta, se cambiare metodo o se rivolgere le proprie forze altrove.',
    'Alza gli occhi dal lavoro e guarda con onestà ciò che hai costruito. Riconosci i progressi, anche se più lenti del previsto, e individua ciò che non sta dando frutto. La pazienza è una virtù solo quando resta lucida; altrimenti diventa ostinazione. Concediti questa pausa di riflessione senza sensi di colpa, perché da essa dipende la qualità del raccolto che verrà.',
  ],
  present:
    'Sei a metà del percorso, tra la fatica già fatta e i frutti che non sono ancora maturi. Il Sette di Denari ti invita a fermarti, a misurare i risultati con calma e poi a decidere dove investire ancora le tue forze.',
};

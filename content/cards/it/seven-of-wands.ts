import type { CardContent } from '../card-content';

/** The Seven of Wands, in Italian. */
export const card: CardContent = {
  overview: [
    "Su un'altura un giovane brandisce un bastone con entrambe le mani, mentre dal basso sei bastoni si levano minacciosi come un assalto. Nel Rider-Waite-Smith non vediamo gli avversari, solo le loro armi, e il difensore ha un'espressione concentrata, quasi sorpresa. Un dettaglio colpisce: ai piedi porta due calzature diverse, uno stivale e una scarpa bassa, come se avesse dovuto vestirsi in fretta per correre a difendersi. Nel mazzo di Marsiglia si vedono soltanto sei bastoni intrecciati e uno verticale al centro.",
    'Il seme dei Bastoni è legato al fuoco, alla volontà e al coraggio. In questa carta il fuoco diventa resistenza: non si tratta di conquistare, ma di mantenere ciò che si è ottenuto. La posizione elevata è un vantaggio reale, fatto di competenza, esperienza e valori saldi, mentre gli avversari sono numerosi ma divisi. Le scarpe spaiate ricordano che le sfide arrivano spesso nel momento meno adatto, e che si combatte con quello che si ha.',
    'Il sette è il numero della prova e della verifica. Dopo il trionfo del sei, il successo attira sfide e concorrenti, e bisogna dimostrare che la vittoria non era un caso. È il momento in cui si misura la propria tenuta e si capisce che cosa vale davvero la pena di difendere, e che cosa invece si può lasciare andare. In una stesa indica spesso chi porta avanti le proprie idee in un ambiente ostile, e ha più risorse di quante creda.',
    "Se oggi il Sette di Bastoni esce per te, chiediti che cosa stai proteggendo e perché. Se è qualcosa in cui credi, tieni la posizione con fermezza e con calma; se invece stai resistendo solo per abitudine, forse è tempo di scendere dall'altura e cercare un accordo.",
  ],
  present:
    'Stai difendendo qualcosa che ti sta a cuore, e le pressioni arrivano da più direzioni. Il Sette di Bastoni descrive una prova di resistenza in cui hai un vantaggio reale: se conservi la calma e i tuoi argomenti, puoi tenere la posizione.',
};

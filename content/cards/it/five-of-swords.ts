import type { CardContent } from '../card-content';

/** The Five of Swords, in Italian. */
export const card: CardContent = {
  overview: [
    "Nel Rider-Waite-Smith, in primo piano, un uomo dai capelli rossi guarda alle proprie spalle con un sorriso compiaciuto. Tiene tre spade, due appoggiate sulla spalla e una con la punta a terra, mentre altre due giacciono abbandonate sul terreno. Più indietro due figure si allontanano verso la riva, una con il volto tra le mani, l'altra di spalle; sopra di loro il cielo è attraversato da nuvole sfilacciate, spinte da un vento teso. Nel modello marsigliese non c'è nessun racconto: quattro sciabole ricurve si intrecciano in un ovale, attraversate al centro da una spada diritta.",
    "Questa è la carta della vittoria amara. Il vincitore ha raccolto le armi, ma è rimasto senza compagni; i vinti se ne vanno umiliati, e il mare davanti a loro sembra segnare una distanza che non si colmerà presto. Il cielo agitato mostra che l'aria, l'elemento delle Spade, qui è diventata tempesta: il pensiero si è fatto strategia, la parola arma, il confronto scontro. Nessuno, in questa scena, sembra davvero in pace.",
    "Il cinque è il numero del conflitto e della perdita, la rottura dell'equilibrio costruito dal quattro. Dopo il riposo, le Spade tornano in campo, ma in modo scomposto, con l'orgoglio al posto della strategia. La carta può indicare una lite, un ambiente competitivo, qualcuno che gioca sporco, oppure la tua stessa tentazione di importi a ogni costo. Spesso chiede di riconoscere quando una battaglia non vale la pena.",
    'Oggi il Cinque di Spade ti invita a guardare i tuoi conflitti con onestà. Stai combattendo per qualcosa di importante o solo per non perdere la faccia? A volte la scelta più forte è ritirarsi, lasciare le spade a terra e andare avanti; altre volte è difendersi con fermezza da chi non rispetta le regole. In entrambi i casi, scegli tu il terreno, senza farti trascinare.',
  ],
  present:
    "C'è un conflitto in cui qualcuno vuole vincere a ogni costo. Il Cinque di Spade ti chiede di valutare il prezzo della battaglia: se l'orgoglio sta prendendo il posto del buon senso, ritirarti con dignità può essere la vera vittoria.",
};

import type { CardContent } from '../card-content';

/** The Nine of Swords, in Italian. */
export const card: CardContent = {
  overview: [
    'Nel buio di una stanza, una figura si è appena svegliata e siede sul letto con il volto nascosto tra le mani. Nel Rider-Waite-Smith nove spade sono allineate orizzontalmente sulla parete nera alle sue spalle, come sbarre sospese. La coperta è decorata con rose e simboli astrologici, e sul fianco del letto è scolpita una piccola scena di lotta, un uomo che ne sovrasta un altro. Nel modello marsigliese la carta non ha personaggi: nove sciabole ricurve si intrecciano in un fitto disegno, con una spada diritta che le attraversa al centro.',
    'È la carta delle notti insonni e dei pensieri che non danno tregua. Le spade non toccano la figura, sono appese al muro: il pericolo abita soprattutto la mente, che nel silenzio notturno ingigantisce ogni paura. Le rose sulla coperta ricordano che la bellezza esiste ancora, anche se in quel momento non si vede; i simboli dello zodiaco suggeriscono il ciclo del tempo, che continua a girare e porterà il mattino. La scena scolpita sul letto evoca i conflitti passati che la memoria continua a rivivere.',
    "Il nove è il numero della quasi compiutezza, il momento in cui un ciclo è vicino alla fine. Nelle Spade, seme dell'aria e del pensiero, questa maturità si presenta come un culmine di tensione: la mente ha accumulato il peso delle esperienze precedenti e lo rivive di notte. Ma proprio perché il ciclo sta per chiudersi, il momento più buio è anche quello che precede l'alba.",
    "Prenditi cura delle tue preoccupazioni senza lasciarti divorare. Chiediti quali paure riguardano fatti reali e quali sono solo ipotesi; cerca qualcuno con cui parlarne, anche un professionista se l'ansia è forte. Ricorda che i pensieri notturni non sono una profezia, e che al mattino molte cose appaiono diverse.",
  ],
  present:
    "In questo momento le preoccupazioni occupano molto spazio, forse anche di notte. Il Nove di Spade riconosce la tua ansia e ti invita a non affrontarla in silenzio: condividere ciò che ti pesa e distinguere i fatti dalle paure può già restituirti un po' di respiro.",
};

import type { CardContent } from '../card-content';

/** The Six of Swords, in Italian. */
export const card: CardContent = {
  overview: [
    "Un traghettatore spinge con una lunga pertica una barca attraverso un tratto d'acqua. Nel Rider-Waite-Smith a bordo siedono una figura avvolta in un mantello, il capo chino, e un bambino stretto al suo fianco; davanti a loro sei spade sono piantate in piedi nello scafo. L'acqua sul lato destro è increspata, mentre quella verso cui la barca si dirige appare liscia, e all'orizzonte si intravede una riva con alberi e colline. Nei Tarocchi di Marsiglia resta soltanto il disegno dei semi: sei sciabole ricurve intrecciate attorno a un fiore, simmetriche e ordinate.",
    "Il viaggio della carta non è una fuga gioiosa ma un allontanamento necessario. Le spade viaggiano con i passeggeri: sono i pensieri, i ricordi e le ferite che non si possono lasciare indietro di colpo. Il traghettatore rappresenta un aiuto, una guida o semplicemente il tempo che porta oltre. Il passaggio dalle acque mosse a quelle calme racconta l'elemento delle Spade, l'aria della mente, che dopo la tempesta ritrova un respiro più regolare.",
    "Il sei è il numero dell'armonia e dello scambio. Dopo la lite del Cinque, qui l'armonia non nasce da una vittoria ma da una distanza: ci si allontana dal conflitto e si cerca un luogo più sereno. È anche una carta di scambio reciproco, tra chi guida e chi si lascia guidare, tra ciò che si abbandona e ciò che si va a incontrare.",
    "Se il Sei di Spade esce per te, accetta la transizione che stai vivendo, con la sua dose di nostalgia. Non devi sapere già come sarà l'altra riva; ti basta sapere che ti stai allontanando dalla parte più mossa dell'acqua. Lasciati aiutare, porta con te solo ciò che ti serve davvero e ricorda che anche le partenze silenziose possono aprire una stagione migliore.",
  ],
  present:
    "Stai attraversando un passaggio, lasciando una situazione difficile per una più tranquilla. Il Sei di Spade indica che il peggio è alle spalle, anche se la malinconia non è ancora svanita: continua ad avanzare, un po' alla volta, verso la riva che hai scelto.",
};

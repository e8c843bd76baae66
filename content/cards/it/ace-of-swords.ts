import type { CardContent } from '../card-content';

/** The Ace of Swords, in Italian. */
export const card: CardContent = {
  overview: [
    "Da una nuvola grigia sbuca una mano che stringe, ben salda, una spada a doppio taglio puntata verso il cielo. Nel Rider-Waite-Smith la punta attraversa una corona d'oro, da cui pendono da un lato un ramo d'ulivo e dall'altro una fronda di palma; intorno cadono sei gocce dorate, simili a piccole fiamme, e in basso si vedono montagne aspre e spoglie. Nei Tarocchi di Marsiglia la scena è sorprendentemente simile: una mano esce dalle nuvole con la spada, una corona, rami fioriti e gocce colorate, segno che questa immagine ha attraversato i secoli quasi immutata.",
    "Le Spade appartengono all'aria, l'elemento del pensiero, della parola, del giudizio e anche del conflitto. La lama a doppio taglio ricorda che la mente può liberare come può ferire: distingue il vero dal falso, ma nelle mani sbagliate divide e recide ciò che andrebbe custodito. La corona trafitta indica la vittoria della lucidità; l'ulivo e la palma parlano di pace e di trionfo, le due strade che una verità detta bene può aprire. Le montagne sullo sfondo ricordano che la chiarezza non rende il cammino più dolce, lo rende soltanto visibile.",
    "Come ogni asso, questa carta è un germoglio: contiene in potenza tutta la serie delle Spade, prima che le idee diventino dubbi, scontri o decisioni. È l'istante in cui un pensiero nasce nitido, senza essere ancora stato messo alla prova. Per questo l'Asso di Spade si legge come un inizio della mente, una comprensione improvvisa, una notizia che chiarisce, la scelta di guardare una situazione per quello che è.",
    "La carta ti chiede di fidarti della tua lucidità. Se c'è una domanda che rimandi da tempo, formulala con parole semplici; se c'è una verità che conosci già, smetti di girarle intorno. Usa la lama con rispetto, per tagliare la confusione e non le persone, e lascia che la parola giusta apra lo spazio per ciò che verrà dopo.",
  ],
  present:
    "Adesso hai l'occasione di vedere le cose con chiarezza. L'Asso di Spade indica un'idea, una notizia o una conversazione che fa luce: fidati della tua capacità di ragionare e di' ciò che pensi, con tatto ma senza paura.",
};

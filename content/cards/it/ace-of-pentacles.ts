import type { CardContent } from '../card-content';

/** The Ace of Pentacles, in Italian. */
export const card: CardContent = {
  overview: [
    "Una mano luminosa esce da una nuvola bianca e sorregge, con il palmo aperto, un grande disco d'oro su cui è inciso un pentacolo, la stella a cinque punte. Nel Rider-Waite-Smith, sotto la mano, si stende un giardino curato, punteggiato di gigli bianchi e attraversato da un sentiero che conduce a un arco aperto in una siepe; oltre l'arco si intravedono montagne lontane. Nei Tarocchi di Marsiglia l'Asso di Denari è invece una grande moneta decorata, circondata da foglie e fiori stilizzati, senza mano né paesaggio, quasi un sigillo.",
    "I Denari sono il seme della terra, l'elemento di ciò che si può toccare: il corpo, la casa, il lavoro, il denaro, la natura, il tempo che passa sulle cose. La stella incisa sulla moneta riunisce i quattro elementi sotto lo spirito e ricorda che il mondo materiale non è separato da quello interiore. I gigli parlano di intenzioni limpide, il giardino di cura paziente; il sentiero e l'arco indicano che questa ricchezza non è un punto d'arrivo, ma un passaggio verso orizzonti più ampi.",
    "L'uno è il numero delle origini, e l'asso porta con sé la promessa intera del suo seme, prima che si trasformi in fatica, scambio o raccolto. Non garantisce la ricchezza, offre un inizio concreto. È l'occasione che arriva in forma tangibile, un'offerta di lavoro, una somma, una casa, una salute ritrovata, e che domanda soltanto di essere presa sul serio. Tra gli assi è il più lento e il più stabile, perché ciò che nasce qui cresce piano, ma dura.",
    "L'Asso di Denari ti chiede di guardare con occhi nuovi ciò che hai tra le mani. Forse l'opportunità è più semplice di quanto immaginavi, un'idea da mettere in pratica, una competenza da offrire, un piccolo capitale da far fruttare. Accoglila con gratitudine e con senso pratico, stabilisci un primo passo e un tempo per compierlo, e lascia che la costanza faccia il resto. La terra premia chi torna ogni giorno a occuparsene.",
  ],
  present:
    "Ti viene offerta una base concreta su cui costruire. L'Asso di Denari segnala un'opportunità tangibile nel lavoro, nel denaro o nella salute: riconoscila, valutala con i piedi per terra e compi subito un gesto per renderla reale.",
};

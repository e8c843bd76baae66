import type { CardContent } from '../card-content';

/** The Ace of Wands, in Italian. */
export const card: CardContent = {
  overview: [
    "Da una nuvola sbuca una mano avvolta da un alone di luce e stringe un robusto bastone di legno vivo. Nel Rider-Waite-Smith il ramo porta ancora piccoli germogli verdi, e alcune foglie si staccano nell'aria come fiammelle che cadono verso terra. Sotto si stende un paesaggio quieto, con un fiume, qualche albero e, su un'altura, un castello che sembra una meta da raggiungere. Nei Tarocchi di Marsiglia l'Asso mostra invece un grosso randello nodoso, tagliato di netto, stretto da una mano che esce dalle nubi, con scintille colorate che gli danzano intorno.",
    "I Bastoni sono il seme del fuoco: governano la volontà, il desiderio, la creatività e il coraggio di agire. Il legno che germoglia dice che questo fuoco non è distruttivo ma vitale, come la linfa che spinge un ramo a buttare foglie anche dopo essere stato reciso. La mano che offre il bastone arriva dall'alto, e per questo l'Asso viene spesso letto come un dono, un'intuizione che non hai cercato e che ora chiede di essere accolta. Il legno, del resto, è una materia che si lascia lavorare, e diventa arnese, fiaccola o trave di una casa a seconda di chi lo impugna.",
    "Ogni asso è la radice del proprio seme, la forza allo stato puro prima che prenda una direzione. Qui è l'inizio di un'impresa, la prima idea di un progetto, l'attrazione che precede un amore, la voglia di ricominciare quando tutto sembrava fermo. Tutto è possibile e niente è ancora fatto: il castello sulla collina resta lontano, ma la strada comincia proprio da quel ramo.",
    "Se oggi l'Asso di Bastoni compare per te, ti chiede di non lasciar raffreddare ciò che senti. Dai un nome al tuo desiderio, scegli un gesto piccolo con cui cominciare e concediti il diritto di sbagliare, perché un fuoco appena acceso ha bisogno di aria, non di perfezione.",
  ],
  present:
    "In questo momento qualcosa si sta accendendo: un'idea, un desiderio, una possibilità che ti dà una scossa di entusiasmo. L'Asso di Bastoni descrive un inizio vivo e promettente, che chiede soltanto di essere preso in mano prima che l'occasione passi.",
};

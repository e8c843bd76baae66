import type { CardContent } from '../card-content';

/** The Queen of Pentacles, in Italian. */
export const card: CardContent = {
  overview: [
    "Una regina siede su un trono di pietra in mezzo a un giardino rigoglioso, con un denaro posato in grembo che osserva con tenerezza, quasi fosse un bambino. Nel Rider-Waite-Smith il trono è scolpito con teste di capra, frutti e piccoli putti, e sopra di esso si piega un pergolato di rose. Il paesaggio è fertile, attraversato da un corso d'acqua e chiuso da montagne lontane; in basso a destra un coniglio salta nell'erba. Nei Tarocchi di Marsiglia la Regina di Denari siede coronata e tiene la moneta in una mano e lo scettro nell'altra.",
    "Il seme dei Denari abbraccia la terra in tutte le sue forme, la natura, il corpo, il cibo, la casa e il denaro che permette di vivere bene. La Regina ne incarna il volto più fertile. Le teste di capra ricordano il Capricorno, segno di terra legato alla concretezza e alla fatica che dà frutto; il coniglio è un antico simbolo di fecondità, e le rose parlano di un'abbondanza coltivata con amore. Tutto in questa carta è vivo, caldo, tangibile.",
    "Le regine vivono il proprio seme dall'interno, con maturità e con il dono di nutrire. Quella di Denari è la figura della cura concreta. Sa gestire la casa e il lavoro, far quadrare i conti e nello stesso tempo offrire conforto, un pasto caldo, una presenza rassicurante. Può indicare una persona generosa e pratica, una situazione che chiede buon senso e accoglienza, o la parte di te che sa rendere fertile qualsiasi terreno, anche il più arido.",
    'Se la Regina di Denari esce per te, occupati della tua vita materiale con amore. Rendi accogliente lo spazio in cui vivi, guarda alle tue finanze con calma e con generosità, tratta il tuo corpo come qualcosa di prezioso. La sua lezione è semplice: chi sa nutrirsi bene può nutrire gli altri a lungo, senza svuotarsi.',
  ],
  present:
    'In questo momento hai la capacità di creare benessere concreto, per te e per chi ti sta intorno. La Regina di Denari ti chiede di unire efficienza e calore: cura la casa, il corpo e le risorse con saggezza, e goditi ciò che le tue mani sanno far crescere.',
};

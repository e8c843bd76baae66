import type { CardContent } from '../card-content';

/** The King of Pentacles, in Italian. */
export const card: CardContent = {
  overview: [
    "Un re siede su un trono scuro, circondato da una vegetazione così fitta che la sua veste, ricamata di grappoli d'uva, sembra confondersi con i tralci. Nel Rider-Waite-Smith regge in una mano uno scettro sormontato da un globo e nell'altra un grande denaro, appoggiato sul ginocchio. Lo schienale e i braccioli del trono sono scolpiti con teste di toro, e dietro il muro del giardino si alza un castello con le sue torri. Sotto il mantello si intravede l'armatura, segno di una forza che non ha bisogno di mostrarsi. Nei Tarocchi di Marsiglia il Re di Denari siede di profilo, coronato, e tiene sollevata la sua moneta.",
    "I Denari appartengono alla terra, l'elemento del lavoro, del denaro, del corpo e di tutto ciò che si costruisce nel tempo. Il Re ne è il custode più maturo. Le teste di toro richiamano il segno del Toro, legato alla stabilità e al piacere dei sensi; l'uva e i fiori parlano di abbondanza, il castello di ciò che è stato edificato pietra su pietra. Questa ricchezza non nasce da un colpo di fortuna, ma da una vita di lavoro.",
    "I re governano il proprio seme nel mondo esterno, con autorità e responsabilità. Nei Denari è l'imprenditore, l'amministratore, il capofamiglia generoso, chi sa far fruttare le risorse e proteggere chi gli è affidato. Può indicare una persona affermata e affidabile, una situazione di stabilità economica, o la tua capacità di trasformare l'esperienza in risultati concreti. La sua autorità è serena, senza bisogno di dimostrare nulla, perché sono i fatti a parlare.",
    'Oggi il Re di Denari ti chiede di assumerti la responsabilità della tua prosperità. Prendi decisioni con calma, guarda ai risultati sul lungo periodo, amministra il denaro con saggezza e insieme con generosità. Hai costruito più di quanto pensi: adesso si tratta di governarlo con mano ferma, ricordando che un patrimonio vale davvero quando fa stare meglio anche chi ti è vicino.',
  ],
  present:
    "Occupi una posizione di stabilità e di responsabilità concreta. Il Re di Denari ti invita a gestire risorse, lavoro e persone con un'autorità serena e generosa: hai l'esperienza necessaria per prendere decisioni solide e costruire qualcosa che duri.",
};

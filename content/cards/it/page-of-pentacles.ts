import type { CardContent } from '../card-content';

/** The Page of Pentacles, in Italian. */
export const card: CardContent = {
  overview: [
    "Un giovane, in piedi in un prato fiorito, tiene sollevato un denaro con entrambe le mani, fissandolo con un'attenzione quasi assorta. Nel Rider-Waite-Smith porta un copricapo rosso e una tunica verde, e tutt'intorno la campagna è ordinata, con un campo arato, un boschetto e una collina azzurra in lontananza. La moneta sembra sospesa appena sopra le dita, come una promessa da studiare prima ancora che da spendere. Nei Tarocchi di Marsiglia il Fante di Denari è un ragazzo in piedi che regge una moneta in mano, mentre un'altra giace a terra, vicino ai suoi piedi.",
    "Il seme dei Denari appartiene alla terra, l'elemento della materia, del lavoro, del corpo e del denaro. È un seme lento, che segue le stagioni e chiede pazienza. Il campo arato alle spalle del giovane dice che il terreno è pronto e che ora bisogna seminare. I fiori nel prato annunciano i primi frutti, mentre il denaro sollevato rappresenta un'occasione ancora tutta da esplorare, che può essere una somma, un'idea o un talento.",
    "I fanti sono gli studenti e i messaggeri dei tarocchi, le figure che muovono i primi passi nel mondo del proprio seme. Quello di Denari è l'allievo più diligente: non sogna a occhi aperti, ma osserva, misura, impara senza perdere il contatto con la terra. Può rappresentare una persona giovane o alle prime armi, una notizia che riguarda il lavoro, lo studio o il denaro, oppure la tua parte curiosa e concreta, desiderosa di costruire qualcosa di reale.",
    "È tempo di passare dalla curiosità all'impegno. Scegli una cosa da imparare o da avviare e trattala come quella moneta tenuta con cura. Guardala bene, capisci come funziona, poi mettila nel terreno. Non serve avere già tutte le risposte. Basta cominciare con serietà, un passo concreto dopo l'altro, e lasciare che il tempo faccia la sua parte.",
  ],
  present:
    "Adesso hai tra le mani un'opportunità concreta da studiare e far crescere. Il Fante di Denari ti vede nei panni dell'allievo: osserva, fai domande, muovi i primi passi con metodo. Il risultato arriverà più facilmente se ogni giorno dedichi un po' di tempo a ciò che stai imparando.",
};

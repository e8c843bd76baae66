import type { CardContent } from '../card-content';

/** The Page of Cups, in Italian. */
export const card: CardContent = {
  overview: [
    "Un giovane con una tunica azzurra decorata da fiori e un copricapo morbido sta in piedi sulla riva del mare e regge una coppa dorata. Nel Rider-Waite-Smith dalla coppa sbuca un piccolo pesce che lo guarda, e il giovane lo osserva con un'espressione divertita e curiosa, come davanti a una sorpresa. Alle sue spalle le onde si muovono piano, senza minaccia. Nel modello marsigliese il Fante di Coppe, in piedi, tiene in una mano una coppa scoperta e nell'altra il suo coperchio, con un'aria esitante, come se non avesse ancora deciso se richiuderla.",
    "Il Fante di Coppe appartiene all'acqua, elemento dei sentimenti, dell'intuizione e dell'immaginazione. Il pesce che esce dalla coppa è un messaggio che emerge dall'inconscio, un'idea che arriva all'improvviso, un'emozione che non ci si aspettava. Il mare alle spalle del giovane è il grande serbatoio delle emozioni, e il ragazzo ne raccoglie un frammento con leggerezza. I fiori sull'abito parlano di una sensibilità gentile, ancora in boccio. L'abito azzurro ripete il colore dell'acqua, come se il giovane ne facesse già parte senza saperlo.",
    "Come ogni fante, anche questo è un apprendista e un portatore di notizie. Nelle Coppe è il principiante del cuore, sensibile, sognatore, aperto all'inatteso. Può rappresentare una persona giovane o giovane di spirito, un messaggio affettuoso, una proposta creativa, oppure la tua parte più intuitiva che chiede ascolto. Nella tradizione è anche la carta delle notizie liete, di una nascita, di un invito.",
    'Quando arriva il Fante di Coppe, lasciati sorprendere. Accogli con curiosità le emozioni e le idee che emergono, anche se sembrano strane o fragili: a volte il messaggio più importante arriva da dove non lo si aspetta, e ha la forma di un pesce in una coppa.',
  ],
  present:
    'Qualcosa di tenero si affaccia nella tua vita, e la sensibilità è a fior di pelle. Il Fante di Coppe descrive una fase di sorprese gentili, di intuizioni e di emozioni fresche, che chiedono soltanto di essere accolte con curiosità.',
};

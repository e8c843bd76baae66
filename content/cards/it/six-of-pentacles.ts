import type { CardContent } from '../card-content';

/** The Six of Pentacles, in Italian. */
export const card: CardContent = {
  overview: [
    "Un mercante dall'abito elegante regge con una mano una bilancia in perfetto equilibrio e con l'altra lascia cadere alcune monete nelle mani di un mendicante inginocchiato. Nel Rider-Waite-Smith un secondo povero, anch'esso in ginocchio, attende il suo turno con le mani tese, mentre sei denari fluttuano nel cielo sopra la scena. Sullo sfondo si intravedono una città e un paesaggio tranquillo. Nei Tarocchi di Marsiglia la carta mostra soltanto sei monete, disposte in due colonne da tre e separate da rami intrecciati.",
    'Il seme dei Denari appartiene alla terra e riguarda le risorse concrete, il modo in cui si guadagnano, si conservano e si condividono. Qui la ricchezza torna a circolare dopo la miseria del Cinque. La bilancia è il cuore della carta: indica un dono misurato, giusto, né eccessivo né avaro, che tiene conto di ciò che si ha e di ciò che serve. Le figure in ginocchio ricordano però anche il lato delicato di ogni aiuto, la differenza di posizione tra chi offre e chi riceve.',
    "Il sei è il numero dell'armonia e dello scambio, del ritorno all'equilibrio dopo una crisi. Nella sequenza dei Denari rappresenta il momento in cui le risorse ritrovano la loro strada, attraverso la generosità, un pagamento, un sostegno, una collaborazione equa. La carta insegna che la ricchezza acquista senso quando passa di mano, e che anche saper ricevere è un'arte. Chi oggi dà potrebbe domani trovarsi dall'altra parte, e viceversa.",
    'Oggi il Sei di Denari ti chiede di capire da quale parte della bilancia ti trovi. Se hai qualcosa da offrire, tempo, competenza o denaro, offrilo con misura e senza aspettarti riconoscenza eterna. Se invece hai bisogno, permettiti di chiedere e di accettare senza vergogna. In entrambi i casi cerca uno scambio che rispetti la dignità di tutti, perché il dono più prezioso è quello che lascia entrambe le persone in piedi.',
  ],
  present:
    "Le risorse tornano a circolare e c'è spazio per la generosità. Il Sei di Denari può indicare un aiuto che ricevi o che offri: vivilo con equilibrio, rispettando le tue possibilità e la dignità di chi sta dall'altra parte.",
};

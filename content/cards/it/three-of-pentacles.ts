import type { CardContent } from '../card-content';

/** The Three of Pentacles, in Italian. */
export const card: CardContent = {
  overview: [
    "All'interno di una cattedrale, sotto un arco di pietra, un giovane scalpellino lavora in piedi su una panca. Nel Rider-Waite-Smith accanto a lui si fermano due figure, un monaco e un personaggio in abito elegante che tiene in mano un foglio, forse il disegno dell'edificio. Tutti e tre guardano lo stesso punto, come in una riunione di cantiere. In alto, scolpiti nella pietra, tre pentacoli formano un triangolo sopra un piccolo motivo a fiore. Nei Tarocchi di Marsiglia la scena scompare e restano soltanto tre monete, avvolte da steli e foglie.",
    "Il seme dei Denari è legato alla terra, alla materia che si trasforma con il lavoro e con il tempo. In questa carta la terra diventa pietra lavorata, e la pietra diventa cattedrale. Lo scalpellino rappresenta l'abilità tecnica, il monaco la visione spirituale e il senso dell'opera, la figura con il progetto la pianificazione e le risorse; nessuno dei tre, da solo, potrebbe innalzare l'edificio. Il triangolo delle monete ripete lo stesso messaggio con la geometria: tre forze diverse che si sostengono a vicenda.",
    "Il tre è il numero della crescita e dei primi risultati. Dopo l'inizio dell'Asso e l'equilibrio instabile del Due, ora qualcosa prende forma e si lascia vedere. Non è ancora l'opera compiuta, ma il lavoro è abbastanza avanzato da essere mostrato, discusso, corretto. Per questo la carta parla di mestiere e di bottega, di competenze che maturano e di un valore che comincia a essere notato da chi sa giudicare.",
    'Oggi il Tre di Denari ti chiede di prendere sul serio il tuo talento e, insieme, di non chiuderti in esso. Fai vedere ciò che stai costruendo a chi può aiutarti a migliorarlo, ascolta le osservazioni senza prenderle come un attacco e dai il giusto peso al contributo di chi lavora con te. La qualità nasce dalla cura del dettaglio, ma le grandi opere nascono quando mani diverse trovano un progetto comune.',
  ],
  present:
    'Stai costruendo qualcosa che comincia a prendere forma grazie alla collaborazione. Il Tre di Denari indica competenza, confronto e stima: condividi il tuo lavoro con le persone giuste e lascia che il loro sguardo lo renda più solido.',
};

import type { CardContent } from '../card-content';

/** The Two of Cups, in Italian. */
export const card: CardContent = {
  overview: [
    "Un giovane e una giovane stanno uno di fronte all'altra e si scambiano le coppe, come in un brindisi solenne o in una promessa. Nel Rider-Waite-Smith la donna porta una corona d'alloro, l'uomo una ghirlanda di fiori, e tra i due, sospeso in aria, compare il caduceo di Ermes, due serpenti intrecciati intorno a una verga, sormontato da una testa di leone alata. Alle loro spalle si vede una casa su una collina verde. I gesti sono misurati, quasi rituali. Nei Tarocchi di Marsiglia compaiono invece due grandi coppe sotto un motivo floreale, spesso con due creature marine, simili a delfini, che si fronteggiano.",
    "Nel seme delle Coppe, legato all'acqua, vivono le emozioni, le relazioni e l'intuizione, tutto ciò che unisce le persone dall'interno. Il caduceo è simbolo di equilibrio tra forze opposte e di guarigione; il leone alato indica che la passione, quando si eleva, diventa forza creativa. Le due figure stanno alla stessa altezza e nessuna domina l'altra: la carta parla di un legame in cui ciascuno dà e riceve nella stessa misura, con rispetto e con desiderio.",
    "Con il due arrivano l'equilibrio e la scelta. Nel seme dell'acqua questa scelta è l'incontro, due cuori che decidono di riconoscersi. Può trattarsi di amore romantico, ma anche di amicizia, di un'alleanza professionale, di una riconciliazione dopo un periodo di distanza. Dove l'Asso offriva il sentimento allo stato puro, il Due lo trasforma in relazione, e gli dà un volto e un nome.",
    'Il Due di Coppe ti invita oggi a chiederti quali legami nella tua vita sono davvero reciproci, e come puoi nutrirli. Fai un passo verso qualcuno con la stessa apertura che speri di trovare, e lascia che lo scambio avvenga alla pari.',
  ],
  present:
    "Vivi un momento di intesa e di scambio sincero. Il Due di Coppe descrive un legame, amoroso o d'amicizia, in cui ci si riconosce alla pari: ciò che offri viene accolto, e ciò che ricevi ha il sapore della fiducia.",
};

import type { CardContent } from '../card-content';

/** The Emperor, in Italian. */
export const card: CardContent = {
  overview: [
    'Dove l’Imperatrice era un giardino, l’Imperatore è pietra. Nel Rider-Waite-Smith siede su un trono squadrato decorato con teste di ariete, sullo sfondo di montagne aride; ha una lunga barba bianca, un mantello rosso sopra l’armatura, uno scettro a forma di ankh nella mano destra e un globo nella sinistra. Nei Tarocchi di Marsiglia è ritratto di profilo, con corona e scettro, appoggiato al trono con le gambe incrociate; ai suoi piedi c’è uno scudo con l’aquila, gemello di quello dell’Imperatrice.',
    'Ogni dettaglio parla di struttura. Le teste di ariete richiamano l’Ariete, il segno che apre l’anno astrologico, e con esso l’energia di chi comincia e comanda; l’armatura sotto il mantello dice che questo potere è pronto a difendersi. Le montagne spoglie mostrano il prezzo dell’ordine: meno morbidezza, più solidità. Le gambe incrociate della versione marsigliese disegnano una specie di 4, il numero della carta e della stabilità, come i quattro lati di un quadrato o le quattro gambe di un tavolo. L’Imperatore è la regola, il confine, la responsabilità di chi deve tenere insieme le cose e proteggerle.',
    'È l’arcano IV, nel mezzo della prima fila, quella in cui si impara ad agire nel mondo. Dopo l’abbondanza dell’Imperatrice serve qualcuno che dia forma e misura a ciò che è cresciuto, e questo è il suo compito. Subito dopo viene il Papa: dall’autorità che governa si passa a quella che insegna e tramanda.',
    'In una lettura di oggi l’Imperatore invita spesso a mettere ordine e a stabilire limiti chiari, oppure a chiedersi se una certa struttura protegge ancora o ha cominciato a soffocare.',
  ],
  present:
    'La situazione attuale chiede ordine e qualcuno che se ne assuma la responsabilità, e forse quel qualcuno sei tu. L’Imperatore descrive una fase in cui contano la coerenza, gli impegni presi e la capacità di tenere la barra dritta anche quando gli altri esitano.',
};

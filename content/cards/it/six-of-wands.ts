import type { CardContent } from '../card-content';

/** The Six of Wands, in Italian. */
export const card: CardContent = {
  overview: [
    "Un cavaliere coronato d'alloro avanza su un cavallo bianco in mezzo a una folla che lo accompagna a piedi. Nel Rider-Waite-Smith anche il bastone che regge porta in cima una ghirlanda d'alloro, mentre altri cinque bastoni si alzano dalla folla come in un corteo. Il cavallo è coperto da una gualdrappa verde e il cavaliere guarda avanti, sicuro, con un'espressione più soddisfatta che superba. Il modello marsigliese presenta sei bastoni intrecciati a coppie, incorniciati da fiori, senza alcuna scena di trionfo.",
    "Nei Bastoni il fuoco è la spinta ad agire e a lasciare un segno. Qui quel desiderio ha raggiunto il suo scopo: la battaglia è stata vinta e la comunità lo riconosce. L'alloro, pianta sacra ad Apollo, incoronava i vincitori dei giochi e i poeti; il cavallo bianco parla di una vittoria limpida, ottenuta senza inganni. La folla conta quanto il cavaliere, perché nessun successo esiste davvero finché qualcuno non lo vede e lo celebra.",
    "Il sei è il numero dell'armonia e dello scambio. Dopo il conflitto del cinque, l'equilibrio ritorna sotto forma di riconoscimento: chi ha dato il meglio riceve stima, e il gruppo si ricompone intorno a chi l'ha guidato. È un'armonia pubblica, fatta di fiducia reciproca tra chi guida e chi segue. Il cavaliere non avanza da solo, perché il suo bastone si alza insieme agli altri e il successo appartiene anche a chi cammina accanto al cavallo. Alcuni lettori notano che la gualdrappa copre quasi tutto l'animale, come se la vittoria, vista da vicino, nascondesse ancora una parte di fatica.",
    'Oggi il Sei di Bastoni ti invita a non nascondere i tuoi risultati. Hai fatto un buon lavoro, e puoi lasciare che si veda: accetta il riconoscimento con semplicità e ricorda i nomi di chi ha camminato al tuo fianco lungo la strada.',
  ],
  present:
    "Il successo arriva, e si vede. Il Sei di Bastoni indica una vittoria riconosciuta dagli altri, che rafforza la fiducia e apre nuove porte: hai l'occasione di mostrare il tuo valore e di farti apprezzare per le tue capacità.",
};
